"""dev5 small talk and the pool of filler speakers.

The lines are everyday chat (weather, food, work stress, weekends, TV) said by the filler cast
about themselves; none states anything about a scenario's subject. ``{to}`` in ``ADDRESSED`` is
filled with someone else in the scenario. ``NAMES`` holds first names from many countries;
``dev5`` drops any that also occurs in a statement or question, so filler speakers never share a
name with anyone the statements mention.
"""

from __future__ import annotations

LINES = (
    "anyone else completely dead after this week or just me",
    "it's been raining since Tuesday. I've forgotten what dry socks feel like",
    "made a massive pot of lentil soup, there's enough for a small army if anyone wants some",
    "honestly work has been chaos, three deadlines moved to the same day, love that for me",
    "what's everyone doing this weekend? I'm aiming for absolutely nothing",
    "the new season of that heist show is out, no spoilers please, I'm only on episode two",
    "lol the group photo from Saturday, why are my eyes closed in every single one",
    "it's so hot today the butter on the counter just gave up",
    "does anyone have a good banana bread recipe? I have five bananas going brown",
    "ugh, Monday again. who approved this",
    "my laptop decided to update itself right before a call. classic",
    "going to the farmers market tomorrow if anyone wants to come, the cheese guy is back",
    "finally finished that 600 page book. the ending was... a choice",
    "the queue at the post office today was like 40 minutes, I aged a decade",
    "made pancakes for dinner, no regrets, adulthood is great",
    "did anyone else get that weird password reset email? pretty sure it's spam",
    "so foggy this morning I couldn't see the end of the street",
    "thinking of ordering Thai tonight. pad see ew or green curry, help me decide",
    "happy Friday!! that was the longest week in human history",
    "the people upstairs are drilling again. Sunday. 8am. why",
    "tried that viral feta pasta and it was fine? not life changing, just fine",
    "the sunset tonight was ridiculous, pink and orange everywhere",
    "anyone up for a quiz night next week? we need someone who knows sport",
    "I've had four coffees and it's not even 11. send water",
    "the match last night!! I can't talk about it yet",
    "hayfever season is here and my eyes are a disaster",
    "reorganised the spice cupboard and found three jars of cumin, no idea how",
    "honestly I just want a nap and a bowl of noodles, is that too much to ask",
    "saw a dog in a tiny raincoat today and it made my entire week",
    "meeting that could've been an email: 1. my sanity: 0",
    "does anyone know if the bakery by the station does sourdough on Sundays?",
    "finally watched the film everyone kept recommending. cried twice, not okay",
    "it's freezing!! there was ice on the inside of the window this morning",
    "started a 2000 piece puzzle and I think it's going to end me",
    "the wifi at this café is faster than anything I've ever known, I'm never leaving",
    "any podcast recommendations for a long walk? I've run out of true crime",
    "lol my mum just discovered voice notes, I've received eleven in a row",
    "storm warning for tonight, bring your washing in people",
    "burnt the rice. how do you burn rice. a mystery",
    "weekend plan: clean up, pretend to go for a run, order pizza",
    "our team lunch got cancelled again, I was promised dumplings",
    "is it just me or has this year gone absurdly fast",
    "bought a plant. day three and it already looks disappointed in me",
    "the cinema had those reclining seats, I nearly fell asleep during the trailers",
    "spent all afternoon on a spreadsheet that crashed without saving. I'm fine. everything's fine",
    "rainy Sunday = soup and a documentary about octopuses, perfect day",
    "got caught in a downpour without an umbrella, I'm basically a sponge now",
    "the new bubble tea place is dangerous, three times this week already",
    "mornings are so dark now, feels like 3am when the alarm goes",
    "does anyone actually enjoy networking events or are we all pretending",
    "made my grandma's stew recipe and it tasted nothing like hers. how",
    "just realised I was on mute for the whole stand-up, talking to myself like a lunatic",
    "beach tomorrow if it stays sunny? I'll bring snacks",
    "that thunderstorm last night was wild, the whole building shook",
    "ordered one thing online and got five boxes. the cardboard industry is thriving",
    "can we talk about how expensive olive oil has got",
    "so behind on emails. if I owe you a reply, sorry, I'm drowning",
    "anyone watching the cycling this year? the mountain stages are unreal",
    "someone at work brought homemade baklava, morale is at an all-time high",
    "sleep schedule completely ruined by that series. one more episode my foot",
    "windy enough today to lose an umbrella and half my dignity",
    "brunch on Sunday? I'm craving eggs that someone else cooked",
    "my fridge currently contains: mustard, one lemon, regret",
    "had the best dumplings at the night market, still thinking about them",
    "tried to fix the leaking tap myself. the tap won",
    "payday can't come soon enough honestly",
    "annual report due Thursday and I haven't started, send snacks",
    "spent the whole evening planning a trip I can't afford, very relaxing",
    "was going to go for a run but it looked cold so I didn't. growth",
    "love how the weather app says sunny while it's literally hailing",
    "the kids' football tournament was chaos, orange slices everywhere",
    "cooked a curry so spicy I had to open every window",
    "public holiday on Monday!! long weekend mode activated",
    "anyone know a good place for a birthday cake? needs to feed twenty",
    "went to a pottery class, made a bowl, it's more of a plate now",
    "had a full argument with the self-checkout today. it won",
    "first properly warm day and everyone's out in shorts like it's July",
    "I keep buying notebooks I never use, it's a problem",
    "the office aircon is set to arctic, I'm typing in gloves",
    "saw a double rainbow on the way home, had to stop and stare",
    "just spent an hour choosing a font. productive day",
    "my sourdough starter died. RIP little jar",
    "cleaning out my inbox feels like archaeology, there are emails from 2019 in there",
    "got invited to a wedding on the same day as a concert I've had tickets for since forever. pain",
    "the bus was so late I could've walked there twice",
    "rainy weekends are made for board games, who's in",
    "honestly I think I'm addicted to crisps, this is a cry for help",
    "the festival lineup dropped and I recognise zero names, am I old",
    "work drinks tonight, I'm only going for one. famous last words",
    "autocorrect changed 'meeting' to 'meringue' in a work message and nobody said anything",
    "snow day!! the whole street is out building snowmen",
    "what's a good gift for someone who says they want nothing",
    "did the big food shop and forgot the one thing I went for. milk.",
    "mosquitoes have found me. only me. I'm the chosen one",
    "is anyone else's heating making that clanking noise or is the building haunted",
    "finished the jigsaw. one piece missing. I'm going to scream",
    "the sky is doing that weird yellow thing it does before a storm",
    "making tacos tonight, feel free to turn up uninvited",
    "fell asleep on the sofa at 8:30 like a grandparent",
    "quarterly review done and I survived, barely",
    "seen any good comedies lately? I need something stupid",
    "lunch was a sad desk salad again, someone take me somewhere nice",
    "it's so humid my hair has achieved sentience",
    "cancelled plans and stayed in with a blanket, best decision all week",
    "just found a tenner in an old coat, I'm rich",
    "that new ice cream place has black sesame and I'm obsessed",
    "the printer at work jammed so many times I think it hates me personally",
    "long walk by the river this morning, absolutely freezing but worth it",
    "has anyone tried the new Lebanese place? the queue looks promising",
    "meant to be productive, reorganised my bookshelf by colour instead",
    "roadworks outside since 7am, I can hear my own teeth rattling",
    "brain is at 2% battery, goodnight everyone",
    "morning! who's up? the sun is actually out for once",
    "the cake I baked sank in the middle, I'm calling it a crater cake",
    "new deadline just dropped at 4:55pm on a Friday. criminal behaviour",
    "the leaves are turning, it's officially soup and jumper season",
    "saw a guy juggling on a unicycle on the high street, normal Tuesday",
    "how long does cooked rice keep? asking for me",
    "went to the big match, lost my voice, we still lost. great day out",
    "made a playlist for the weekend and it's 90% songs from 2009",
    "power cut for two hours last night, we played cards by candlelight like Victorians",
    "the heatwave finally broke, I could cry",
    "so many birthdays this month, my wallet is weeping",
    "karaoke on Friday anyone? I'll do the embarrassing one",
    "this close to buying a sandwich toaster at 1am, stop me",
    "got stuck in a lift for ten minutes today. very calm, didn't panic at all (I panicked)",
    "hot chocolate with a pinch of chilli in it, trust me",
    "our team won the office bake-off and I contributed nothing but moral support",
    "anyone else think changing the clocks should be illegal",
    "mangoes were dirt cheap at the market so I bought twelve, no regrets",
    "trying to read more this year. currently on page four. going great",
    "that pub quiz question about rivers destroyed us",
    "slept through my alarm and still made it on time, who even am I",
    "30 degrees on Saturday apparently, I'm not built for this",
    "found a great little noodle bar by the library, cheap and quick",
    "the office coffee machine is broken and people are turning feral",
    "too tired to cook so dinner was toast with stuff on it. gourmet",
    "my weekend was just laundry and a three hour nap, ten out of ten",
    "it's drizzling in that annoying way where an umbrella feels like overkill",
    "someone in my team replied-all to the whole company, the chaos is beautiful",
)

ADDRESSED = (
    "{to}, did you see the score last night?? I'm still shouting",
    "{to}, are you coming to the barbecue on Saturday? bring that salad from last time",
    "{to}, send me the recipe for that lemon cake please, I'm begging",
    "{to}, how's your week going? mine's a mess lol",
    "{to}, you still owe me a coffee from the quiz bet btw",
    "{to}, did you get home ok in that rain?",
    "{to}, what was that series you recommended? the one with the lighthouse",
    "{to}, are we still on for the cinema on Thursday?",
    "{to}, thanks again for the soup the other day, it saved me",
    "{to}, you have to try the dumplings at the night market, trust me",
    "{to}, how was the weekend? anything fun?",
    "{to}, did you end up going to that gig? I want a full report",
)

REACTIONS = (
    "lol",
    "haha same",
    "omg",
    "ugh, relatable",
    "😂😂",
    "noooo",
    "hahaha",
    "same here honestly",
    "that's so real",
    "wait what",
    "love this",
    "big mood",
    "🙃",
    "oof",
    "not me doing the exact same thing",
)

# First names from many countries; none is used by a statement (checked when dev5 builds).
_NAMES = """
Bartosz Zofia Wojciech Agnieszka Krzysztof Małgorzata Jakub Dorota Radek Ondřej Lucie Vojtěch
Zuzana Miroslav Jana Matej Dominika Bence Zsófia Levente Réka Ioana Andrei Cosmin Ileana
Dragan Milica Nikola Jelena Goran Vesna Ardit Blerta Elira Besnik Bohdan Oleksandra Yaroslav
Svitlana Dmitri Anastasia Kirill Ekaterina Mindaugas Rasa Gintarė Jānis Ilze Kristjan Liis
Sigrid Bjørn Freja Oskar Linnea Espen Solveig Aksel Hallgrímur Guðrún Sindri Katla Ville
Aino Jukka Riikka Pekka Femke Joost Maartje Sjoerd Anouk Willem Katrijn Wouter Lieke Britt
Janneke Annika Moritz Johanna Friedrich Ulrike Leonie Matthias Wiebke Aurélien Manon
Guillaume Solène Théo Margaux Baptiste Océane Yannick Clémence Loïc Amandine Giacomo
Francesca Lorenzo Beatrice Matteo Giulia Pau Montserrat Jordi Nerea Iker Ainhoa Unai Itziar
Rodrigo Leonor Duarte Catarina Vasco Inmaculada Álvaro Rocío Sergio Paloma Yiannis Eleni
Christos Katerina Panos Despina Emre Zeynep Burak Elif Kerem Ayşe Onur Selin Farid Leila
Navid Shirin Babak Parisa Karim Rania Bassam Salma Hadi Dalia Nadim Yara Walid Reem Tamar
Noa Yonatan Avital Gadi Shira Aram Levon Nino Giorgi Tamari Arjun Kavya Rohan Ananya
Siddharth Ishita Karthik Lakshmi Aditya Nandini Pranav Divya Harpreet Gurpreet Jaspreet
Manpreet Farhan Nusrat Tanvir Shabnam Rizwan Hira Asif Sana Kamal Nirmala Suresh Thilini
Dinesh Chathura Bishal Sabina Prakash Anjana Daisuke Yui Takumi Sakura Hinata Kaito Minji
Seoyeon Junho Daeun Yejin Sungmin Hao Xinyi Yifan Zihan Ming Lihua Tuan Thao Minh Huong Duc
Somchai Nattapong Kanya Rizal Siti Agus Dewi Budi Putri Jomar Marites Rodel Bayani Aung
Thandar Sokha Sophea Bataar Oyuun Nurlan Aigerim Timur Dilnoza Bekzod Chidi Ifeoma Obinna
Nneka Babatunde Funmilayo Yetunde Segun Abdullahi Hauwa Musa Kwame Yaa Kojo Abena Kwesi Akua
Wanjiru Kamau Njeri Otieno Achieng Wambui Baraka Zawadi Juma Rehema Tendai Rudo Farai Chipo
Tatenda Sipho Zanele Lwazi Nomvula Themba Palesa Tshepo Kagiso Mpho Dawit Selam Tesfaye
Hiwot Abdi Hodan Amadou Aissatou Moussa Mariama Ousmane Awa Cheikh Binta Seydou Kadiatou
Thiago Larissa Renata Vinícius Letícia Luana Matías Florencia Agustina Nicolás Catalina
Sofía Emiliano Guadalupe Alejandro Paola Andrés Daniela Julián Mariana Lorena Ricardo
Yesenia Dwayne Shanice Marlon Kemar Tamika Jerome Akeem Latoya Wislande Fabienne Aroha Tane
Mere Rangi Hemi Sefa Talia Lani Kalani Makoa Leilani Kirra Niamh Cian Oisín Róisín Eoin
Gráinne Padraig Eilidh Fraser Morag Hamish Rhys Cerys Dafydd Bethan Gethin Alastair Imogen
Rupert Tabitha Marcus Dominic Priscilla Wendell Brandon Kaitlyn Tyler Dakota Fenna Ruben
Jesper Mathilde Ebba Vilma Nils Hedda Tiago Jurgen Anneke Rutger Kasia Piotr Ewelina Zbigniew
"""
NAMES = tuple(_NAMES.split())
