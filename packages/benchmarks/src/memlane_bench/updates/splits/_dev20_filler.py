"""Small talk of the dev20 split: names, the subject's and the friend's everyday lines, and the
openings and closings of long multi-topic messages. None of it touches the sixteen families
(no work, home, doctor, internet, running, music, nursery, car, phone, commute, market, volunteering,
pharmacy, hair, series or breakfast), so a filler line never answers a question of the split."""

from __future__ import annotations

import random


def _lines(block: str) -> tuple[str, ...]:
    return tuple(line.strip() for line in block.strip().splitlines() if line.strip())


def _words(block: str) -> tuple[str, ...]:
    return tuple(block.split())


# Invented first names (checked absent from the rest of the repository); two per scenario.
NAMES = _words(
    """
    Arevoth Modmund Sialmika Kravoth Raelvia Nyelmoth Deinesa Seidrith Theimek Ulaeswen Dredwen Hiastia
    Oraenane Esaethia Toulvine Sibris Drastane Leidos Haendos Esaemis Zoevoth Oleindek Haeva Thaemek
    Esodara Jorianda Kravak Graelmia Geilvine Sedek Nyolric Doumos Kraezoth Roumek Isheibra Orolos
    Drousko Oliadika Zourvion Svalo Famoth Ulindoth Sistov Neivine Svervion Deimane Esiavov Diabrorn
    Hiandard Roloth Esaedoth Kindura Meisane Jorivane Isisika Thubro Drathald Broundis Yozion Neidov
    Olousos Deiskara Niarvak Ishivorn Esuviel Taskald Laelos Ishezika Yitho Pubrara Kaedard Braeviel
    Gilmald Reiskane Boubris Moundine Louthia Piadrara Dimion Brozika Ishovos Zoulmald Ulastine Rourara
    Hebrard Haerno Nobrara Isubriel Briskoth Svaria Krethald Esimara Rialane Nernane Araestov Esovov
    Svandion Oraeskak Isondara Nyosane Beloth Trelvos Nadrorn Ziarno Trasorn Handos Areivald Zoulika
    Vaebrak Kreskard Ishouvis Beimane Orisura Isezara Ishidane Tornoth Evurvard Eseivika Podrara Greivoth
    Yarnith Joraniel Esanwen Orianith Graezara Zoenara Triathak Esirvith Rolmorn Viaviel Graeliel Roudrane
    Foundis Draemis Grouvek Driazia Thedrika Briresa Kulvika Zousion Taemek Araevo Trendane Joroutha
    Fiandard Peilric Miabroth Bruvara Laeskoth Evaskak Reirna Biadrak Brilmis Uleivesa Raesine Braendos
    Joreitho Gestara Rianion Piamis Arurnion Givara Bianane Zaevo Rilmov Isemoth Evethak Kelvo
    Evuzine Uluzine Bomith Thorvura Thernald Svidrara Surnine Oloudek Esaesak Riadmund Dreisoth Naelwen
    Taeskura Svournek Piabrane Drustane Laervald Findika Olalmov Themoth Zoundura Saeskura Aroumiel Tundion
    Nyonith Draeswen Mubrald Zaeskine Halara Isolara Teizos Tindith Kraedia Tezard Lerane Laedesa
    Evalo Kaeda Zoarvov Kondis Mirniel Distesa Uleithov Dezis Nidrara Esoubrak Raevak Vanek
    Manorn Quenavia Svondine Oleithov Yudrek Viadard Nyervo Zoezika Tuzald Droumoth Ishaerak Liavmund
    Joriarvo Mendek Kaendiel Svurara Yaviel Guvwen Rondith Ulaedard Zaermund Graeria Faevwen Hastith
    Thinith Thadura Evusesa Draedrov Grebra Brondorn Grodard Krustith Orondia Naelmara Evevis Troviel
    Gaendane Arialvo Siavwen Isaelorn Reithara Isaebris Sviskith Miarmund Thiarald Oladrorn Arendith Quenizia
    Oremesa Paerwen Sourvura Jorivek Grindos Niazion Nyivard Arousa Kriamos Thindak Isithiel Arouros
    Driarnis Raevia Groumith Araedrek Kraziel Mouskane Listara Isandorn Gaeskos Yozith Soulvia Graesa
    Zaezis Haendiel Guvara Graeda Zibris Laestesa Vodrard Yalith Nuvara Kaeskek Brabrine Olirno
    Joredrek Bernion Miastoth Dabria Yebros Sethiel Baethion Aradura Isumo Baelmo Ulurnion Keizis
    Touliel Loubra Ruvis Ulouvwen Saelmion Olosov Haevak Krulvov Sviazek Joresard Araesiel Zaeros
    Evomia Nundura Nyadria Nyava Ulundith Caelalva Nyodith Olobrura Graelane Svouvesa Oraelard Kournine
    Evaezine Ulouroth Oliandis Brudura Leroth Baernov Orebrald Koundard Kendek Svithov Tiadrald Ruskine
    Zoalmak Kadrith Dredrald Jorazis Araskith Aruvith Kulmorn Iseiva Dubrek Kaervos Nibrine Pundine
    Arova Esurnion Puviel Faedoth Traelia Bernika Esiaro Thaenion Kradrov Faelmald Pidris Oleindak
    Murnesa Trouva Ulolvine Olazine Ariazia Saestith Nyindiel Vaelvura Rornesa Kaenric Lourith Joraedia
    Araemis Duzmund Hianov Arindov Hervine Kriandov Hivoth Faelvos Hirnald Meindard Gouno Veilura
    Thelika Zoezak Hudris Daervald
    """
)

# Things the speaker did (past tense, completing "I ...").
DID = _lines("""
    repotted the big fern on the windowsill
    finished a crossword without cheating for once
    watched the starlings swirl over the marsh
    tried a lentil and lemon soup recipe
    sorted my whole sock drawer
    glued the handle back on my favourite mug
    walked up to the old water tower
    played three rounds of backgammon with a neighbour
    read a hundred pages of a sea adventure novel
    knitted half of a wonky scarf
    took photos of the frost on the garden fence
    finally cleaned the oven
    listened to a radio play about lighthouse keepers
    baked a lopsided plum cake
    oiled the squeaky door hinges
    fed the ducks with frozen peas
    wrote a long letter to my godmother
    built a bird box out of old planks
    sorted two boxes of old postcards
    went to the botanical glasshouse
    did a jigsaw of a Venetian canal
    pickled some red cabbage
    tidied the shed and found my old kite
    visited a little museum about salt mining
    tried to sketch the pigeons on the roof
    cooked a huge pot of chilli for the freezer
    learned how to fold paper cranes
    swam a few lengths at the lido
    helped a neighbour carry a wardrobe upstairs
    watered everything on the balcony twice
    went to a talk about medieval bridges
    stayed up late looking at the moon with binoculars
    cut back the ivy by the back door
    made elderflower cordial
    went to a flea market and bought an ugly lamp
    re-read an old diary from school days
    wandered around the harbour in the drizzle
    played cards until far too late
    fixed a dripping tap with a video tutorial
    dyed an old shirt dark blue
    made dumplings from scratch
    hung the new curtains in the bedroom
    picked blackberries along the old railway path
    went to a tiny open-air theatre
    defrosted the freezer
    repaired the zip on my winter coat
    had a long nap on the sofa
    watched a thunderstorm roll in over the hills
    tried a cold-water dip in the lake
    cleaned all the windows
""")
WHEN = _lines("""
    yesterday
    this morning
    on Saturday
    last night
    after lunch
    on Sunday afternoon
    earlier today
    on Friday evening
    over the weekend
    two days ago
    on my day off
    this evening
    on Wednesday
    at the crack of dawn
""")
FRAMES = _lines("""
    I {a} {w}.
    {W} I {a}.
    Small news: I {a} {w}.
    Not much going on, I {a} {w}.
    I {a} {w} and now I'm shattered.
    so I {a} {w}, was nice
    Quick one, I {a} {w}, more later.
    {W} I {a}, don't laugh.
    I {a} {w}, very satisfying.
    Guess what, I {a} {w}!
""")
MUSINGS = _lines("""
    The wind knocked the bins over again.
    It's so foggy I can barely see the end of the street.
    The first snowdrops are out in the park.
    Someone keeps leaving a traffic cone on the wall outside.
    A heron was standing on the roof opposite for an hour.
    My hands are freezing, winter came overnight.
    The clocks change this weekend, I always forget.
    There's a new mural on the underpass, very colourful.
    The neighbours' cat has decided to sleep on my doormat.
    It rained sideways all afternoon.
    I can't decide between painting the hallway green or grey.
    The moon was enormous tonight.
    There's a fox that walks past at exactly nine every evening.
    The book I reserved ages ago finally came in.
    I need a new umbrella, the old one turned inside out.
    The apple tree next door is dropping fruit on my side again.
    Bought a pack of seeds I'll probably never plant.
    The swifts are back, screaming over the rooftops.
    My plant cuttings actually grew roots!
    I keep hearing an owl at night.
""")
REACTIONS = _lines("""
    Ha, love it.
    Oh nice!
    Sounds lovely.
    Classic you.
    No way!
    Same here, honestly.
    Good for you.
    Respect.
    That made me laugh.
    Sounds cosy.
    Brave.
    Oh I'm jealous.
    Haha, typical.
    Send a photo!
    How lovely.
    Wow, productive.
""")
FRIEND_OWN = _lines("""
    I {a} {w} too.
    Meanwhile I {a} {w}.
    I {a} {w}, nothing better to do.
    Me? I {a} {w}.
""")


def fill_frame(frame: str, a: str, w: str) -> str:
    return frame.format(a=a, w=w, W=w[0].upper() + w[1:] + ",")


class Talk:
    """The seed-dependent small talk of one scenario: never repeats a line within it."""

    def __init__(self, seed: int, sid: str) -> None:
        self.rng = random.Random(f"memlane-dev20-talk-{seed}-{sid}")
        self.used: set[str] = set()

    def _fresh(self, make) -> str:  # type: ignore[no-untyped-def]
        for _ in range(500):
            line = make()
            if line not in self.used:
                self.used.add(line)
                return line
        raise RuntimeError("small talk exhausted")

    def own(self) -> str:
        """A line of the speaker about their own day (first person)."""

        def make() -> str:
            if self.rng.random() < 0.2:
                return self.rng.choice(MUSINGS)
            return fill_frame(self.rng.choice(FRAMES), self.rng.choice(DID), self.rng.choice(WHEN))

        return self._fresh(make)

    def reply(self) -> str:
        """The friend's line: a reaction, sometimes with their own news."""

        def make() -> str:
            reaction = self.rng.choice(REACTIONS)
            if self.rng.random() < 0.3:
                return reaction
            return f"{reaction} {fill_frame(self.rng.choice(FRIEND_OWN), self.rng.choice(DID), self.rng.choice(WHEN))}"

        return self._fresh(make)


# Long multi-topic messages: a change said in the middle (chosen per scenario, seed-independent).
OPENINGS = _lines("""
    Long day. The plumber finally came about the boiler, took him three hours.
    Ok so many things to tell you, first the good news, the leak in the bathroom is fixed.
    Morning! I slept terribly because of the storm, the shutters were banging all night.
    Right, catching up on everything: my cousin's wedding photos are finally online, they look great.
    Sorry for the silence, the week was chaos, the washing machine flooded the kitchen on Monday.
    Hello again, I'm writing this from the garden bench because the sun is out for once.
    Bit of a ramble coming, my aunt visited and we spent two days sorting her recipe cards.
    Finally a quiet evening, I've made tea and put my feet up.
""")
CLOSINGS = _lines("""
    Anyway, the lasagne I made tonight was a total success, recipe to follow.
    Also I still haven't returned those borrowed books, remind me at some point.
    Oh and the neighbour's kid learned to whistle, so that's my life now.
    Other than that I'm trying to drink less coffee, going badly.
    And the cat knocked a whole plant off the shelf, soil everywhere.
    Next weekend I want to sort out the balcony, if it stops raining.
    Also my birthday is coming up and I have no idea what to do for it.
    That's all for now, going to bed early for once.
""")
