"""First names for the ``test3`` split (written blind to the engine, 2026-12-02): the seed picks
each scenario's subject and the one or two friends it chats with from this pool."""

# fmt: off

_POOL = """
Abebe Adaeze Adebayo Adriana Afua Agnieszka Ahmad Aigerim Ailsa Aino Akash Akosua Aleksander
Alejandra Alessia Alibek Alinta Almut Amaru Amina Anahera Aneesa Angus Anouk Anselm Antoine Anwar
Araceli Arjun Arne Asel Ashkan Astrid Aurelio Ayasha Aylin Ayumi Azadeh Babajide Bahar Baptiste
Barnaby Bechir Benedikt Bilal Birgit Bongani Bora Branka Brigid Bruna Buhle Caio Callum Camila
Carmela Cedric Chidi Chinonso Chiara Cian Clodagh Cosmin Dalia Damla Daniyar Darius Dawit Deniz
Desta Dilnoza Dimitra Dmitri Dong-hyun Dorota Duc Dunja Eamon Ebru Edite Efua Eilidh Einar Eitan
Ekaterina Eleni Eloise Emeka Enrique Esra Eszter Eun-ji Ezinne Fabiola Fadi Farida Farrukh Fatou
Federica Femi Filippa Fionn Florin Folake Francisca Freya Gaspard Gautam Gemma Giedre Gintaras
Giorgos Gohar Gulnara Gunnar Gwen Habib Hadewych Hakan Halima Hamza Hanne Haruto Hedda Helga Hiroshi
Hoang Huyen Iacopo Ida Idris Ieva Ifeoma Ignacio Imani Inti Ioana Irina Isak Itzel Ivana Izumi
Jadwiga Jae-won Jakob Jalil Jamila Janek Jannik Jasna Javier Jelena Jesper Jia Joaquim Jorun
Josefina Jovana Julien Jyoti Kaan Kaito Kalani Kalinda Kamal Karima Kasia Katalin Kaveh Keanu Kemal
Kenji Kerstin Khadija Kieran Kiri Klara Kojo Kristjan Kwabena Lachlan Laila Lamine Lars Laurentiu
Leena Leilani Lemlem Leocadia Levente Liesel Lindiwe Linnea Lorcan Lucien Ludmila Lwazi Maarten
Madina Maelle Mahsa Maile Makena Malak Malin Manon Marama Marek Mariam Marit Marwa Masato Matilde
Maxence Mehmet Meral Mette Mia Mihail Mikael Milan Minh Mirela Miyu Mohsen Moana Momo Mustafa Nadim
Naledi Nasrin Natalia Nazanin Neha Nerea Niamh Nikhil Nilufar Nkechi Noemi Nuno Nurlan Obinna Odile
Oisin Olamide Oleksandr Oona Orla Oskar Otieno Ouiam Paavo Palesa Paola Parisa Patrik Pedro Per
Petra Pooja Quang Radek Radhika Rahel Raisa Ramin Rania Rashid Rasmus Rehana Reza Rhiannon Rin
Rodrigo Roisin Roksana Rosalind Rustam Ryo Saad Sabine Saeed Sagal Saia Sakura Salma Samir Sandeep
Sanjar Saoirse Sebastiao Selin Senait Seo-yeon Shira Shreya Sibusiso Sigrid Silvia Simran Siobhan
Sipho Siri Solveig Soraya Stian Suvi Svetlana Tadeusz Tahmina Taini Takumi Talia Tamar Tanvir Taro
Teodora Teresa Thabo Thandiwe Theo Thiago Tiia Timur Toby Tolga Tove Tuan Tuija Ugne Ulla Umar Uzma
Valentina Vanja Vesna Viktor Vilja Vivek Wairimu Wanjiru Wiebke Xiadani Xin Yael Yaw Yerlan Yohannes
Yuki Yusuf Zainab Zanele Zara Zdenek Zeynep Zhanna Zofia Zoltan Zora Zuzana Aarav Abena Adil Agathe
Aksel Alma Amadou Anaïs Andile Annika Ariana Aryan Assia Aziz Bartosz Bente Bogdan Cansu Catalina
Chayton Citlali Dagmar Dariusz Dilara Dumisani Ebba Elif-Su Elin Emre Eshe Esteban Fernanda Filip
Gabija Gizem Goran Hailu Hamid Heikki Ilkay Inga Ishaan Jarrah Jomo Jurgis Kalle Kawika Kerem Kimi
Kofi-Ansah Laleh Leif Lenka Liv Lotta Magnus Maiara Mamadou Marisol Matías Meera Merve Milos Mirza
Morten Naomi Nanami Nomvula Ozan Paulina Peni Pita Rahim Renata Riya Rune Sanna Selam Sena Sione
Soren Sunniva Tae-yang Tariku Tekla Tiago Tomas Ulrik Urszula Valeria Venla Vidar Wiremu Yiannis
Zahir Zaid Zita Adaora Bahrom Celestine Dagoberto Eero Fotima Gesine Hinewai Iolanthe Jarvis Kamau
Lucja Mattias Nodira Oyelaran Perpetua Qadira Ruaridh Shoira Tsegaye Ulugbek Vaiana Wilhelmina
Xochitl Yevgenia Zephyrine Akin Brontë Dervla Ezio Fjola Guro Hallvard
"""

NAMES = tuple(dict.fromkeys(_POOL.split()))
# fmt: on
