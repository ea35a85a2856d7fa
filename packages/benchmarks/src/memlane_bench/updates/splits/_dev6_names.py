"""dev6 filler cast pool: given names from many languages, for the small-talk speakers only.

``dev6.scenarios`` drops every name that any statement or question says (and every statement
speaker and subject), shuffles the rest by seed and hands each scenario 2-4 names it alone uses.
Names that are also everyday English words or places were left out on purpose.
"""

from __future__ import annotations

_RAW = """
Akiko Haruki Daichi Emiko Fumiko Hiroshi Itsuki Junko Kazuki Mayumi Naoki Reiko Sachiko Takumi Yuto
Chihiro Noriko Masato Shiori Minji Seojun Jiwoo Haneul Dongmin Eunji Taeyang Soyeon Jisoo Woojin Yerin
Sungmin Wenjing Xiaoming Zhiwei Meiling Jiahui Haoran Yuxin Liwei Shufen Guoqiang Xinyi Zihan Ruolan
Junjie Minh Huong Quang Linh Tuan Phuong Ngoc Trang Somchai Kanya Niran Pranee Anong Chaiwat Kulap
Supaporn Wichai Maricel Jomar Rowena Arnel Lorna Rommel Analyn Dindo Budi Agus Dewi Wayan Ketut Rini
Putu Hendra Siti Farid Nurul Rohan Kavya Vikram Sneha Aarav Deepika Harsha Lakshmi Nikhil Pooja Sanjay
Tanvi Venkat Girish Padma Rajesh Sunita Karthik Divya Manoj Shreya Anand Bhavna Gaurav Ishita Kunal
Neha Pranav Ritu Tariq Shazia Imran Farzana Rizwan Nadia Bilal Sadia Junaid Rubina Tahmina Rafiq Anwar
Sabina Dilshan Nimali Chaminda Sanduni Prakash Sabita Bishnu Anjana Roshan Dariush Farnaz Bahram Laleh
Kourosh Mahsa Parviz Roya Omid Golnaz Khalid Layla Omar Huda Yousef Rania Tarek Salma Hamza Dalia Karim
Mona Nabil Samira Walid Hala Ziad Lubna Mahmoud Emre Elif Burak Zeynep Serkan Ayşe Cem Deniz Volkan
Gizem Murat Selin Baran Rojda Dilan Berfin Yael Avi Noa Eitan Tamar Ido Shira Yonatan Michal Gilad Orly
Armen Lusine Tigran Anahit Nino Giorgi Levan Tamuna Davit Olga Sergei Natalia Pavel Svetlana Yuri
Irina Mikhail Oksana Taras Halyna Mykola Lyudmila Vasyl Anastasia Kirill Polina Artem Krzysztof
Agnieszka Wojciech Katarzyna Jakub Ewa Marek Zuzana Ondřej Petra Lukáš Jana Miroslav Dorota Grzegorz
Halina Zsófia Bence Gábor Réka László Ioana Mihai Andreea Radu Bogdan Cristina Dimitar Tsvetana Boyko
Mariyana Dragan Milica Nikola Ivana Goran Snežana Vesna Luka Stavros Eleni Yannis Despina Kostas Arben
Drita Besnik Valbona Giulia Alessandro Chiara Federico Beatrice Massimo Ilaria Salvatore Carlotta
Emanuele Nerea Iker Ainhoa Jordi Montserrat Iñaki Xabier Arantxa Rocío Álvaro Begoña Joaquín Remedios
Duarte Leonor Gonçalo Afonso Beatriz Rui Conceição Maximiliano Valentina Camila Renata Joaquina
Emiliano Ignacio Paloma Rodrigo Yesenia Araceli Itzel Tonatiuh Citlali Ayelen Nahuel Wilmer Yolanda
Edgardo Maribel Fabiola Amélie Gaspard Solène Théo Clémence Yannick Maëlle Loïc Aurore Bastien Ségolène
Corentin Gwenaëlle Lucien Margaux Benoît Éloïse Joost Femke Sander Marloes Pieter Anouk Wouter Lieke
Maarten Sanne Jürgen Dörte Matthias Friederike Klaus Heike Wolfgang Brigitte Tobias Verena Urs Regula
Reto Mathilde Sigurd Astrid Torbjørn Ingeborg Magnus Eirik Maja Henrik Frida Lasse Tuva Oddvar Kerstin
Anders Elin Mikael Linnea Pekka Aino Jukka Tuula Sakari Riikka Eero Kaisa Toomas Kadri Juris Ilze
Aivars Dace Vytautas Mindaugas Jūratė Hrafn Guðrún Ólafur Kristín Ciarán Niamh Oisín Aoife Róisín
Diarmuid Fionnuala Cathal Orla Ruairí Siobhán Padraig Eilidh Callum Morag Dafydd Cerys Rhodri Bethan
Gethin Nia Owain Sioned Rhiannon Nigel Gareth Trevor Maureen Gordon Sheila Colin Wendy Barry Janet
Derek Pauline Keith Lorraine Tyler Brittany Kyle Brandon Megan Travis Kayla Dustin Shanice Tyrone
Latoya Deshawn Jamal Keisha Marcus Tanisha Cody Bryce Kirra Jarrod Shayla Mitchell Kieran Tegan Tane
Hemi Mereana Rawiri Ngaire Manaia Sione Losana Lupe Sefo Malia Kealoha Pualani Kofi Ama Kwame Akosua
Yaa Kojo Abena Kwesi Esi Adwoa Selorm Edem Mawuli Ousmane Aminata Mamadou Awa Cheikh Fatou Moussa
Binta Ibrahima Musa Hauwa Aliyu Halima Usman Emeka Chinonso Ikenna Uchenna Tunde Bisi Funmilayo Segun
Yemisi Kayode Abebe Tigist Dawit Meseret Haile Selam Faduma Abdi Hodan Warsame Wanjiru Kamau
Njeri Otieno Akinyi Neema Juma Rehema Zawadi Sizwe Nomvula Themba Zanele Lerato Tshepo Palesa Thabo
Tendai Farai Rudo Chipo Tapiwa Hery Voahangy Lalao Aziza Youssef Idir Tanina Massinissa Ludovica
Benedetta Ottavio Gianluca Serafina Raffaele Graziella Vittorio Ruxandra Florin Iulia Sorin
"""

FILLER_NAMES: tuple[str, ...] = tuple(dict.fromkeys(_RAW.split()))
