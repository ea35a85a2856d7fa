"""Which detail, whose name, whose change (issue 12, twelfth session): a work phone, a home
address or a personal e-mail is one of several details of one kind and replaces none of
another kind; a short form of a known person's name ("Nic" of Nicola) is that person; a
correction also replaces what held for a stretch; a change said of no one is the speaker's; a
letter's "my address: ..." gives the address; more everyday words of changing, correcting and
of stretches of time."""

from memlane import Memory
from memlane.channels.lexical import query_phrases
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.endings import ITSELF, ended
from memlane.ingest.entities import EntityResolver, Mention
from memlane.ingest.frames import frame_of, slot_of
from update_helpers import edges, said


def test_a_frame_says_which_detail_it_is_about():
    assert slot_of("their office number is a phone number") == "office"
    assert slot_of("they got a home landline a phone number") == "home"
    assert slot_of("their personal email is an email address") == "personal"
    # not a place one works from, nor a mobile: people say it of their one number
    assert slot_of("they work from home now") is None
    assert slot_of("their mobile is a phone number") is None
    frame = frame_of("I've got a business line as well now, 020 7946 0321", "Oriel", frozenset({"oriel"}))
    assert frame is not None and frame.clauses[0].slot == "business"


def test_a_detail_of_another_kind_replaces_none(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        number, office = said(
            memory, "p", ("Oriel", "My number is 07700 900412, ring any time after nine.", 0),
            ("Oriel", "I have a work phone now, 020 7946 0321.", 30),
        )  # fmt: skip
        assert (office, number) not in edges(memory, "p")
        # a new number of the same kind still replaces the old one
        newer = said(memory, "p", ("Oriel", "My work number changed after the move, it is 020 7946 0999 now.", 60))[0]
        assert (newer, office) in edges(memory, "p")
        assert (newer, number) not in edges(memory, "p")


def test_a_short_form_of_a_known_name_is_that_person():
    people = {"nicola": (1, "Nicola", "person"), "bartholomew": (2, "Bartholomew", "unknown"), "samir": (3, "Samir", "person")}
    resolver = EntityResolver(people)
    assert resolver.resolve(Mention("Nic", "unknown")).entity_id == 1
    assert resolver.resolve(Mention("Barth", "unknown")).entity_id is None  # too short a part of the name
    # of two people whose names start alike, neither
    resolver.register("samantha", 4, "Samantha", "person")
    assert resolver.resolve(Mention("Sam", "unknown")).entity_id is None


def test_news_told_of_a_short_form_replaces_the_persons_own_statement(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Gwendolyn", "I cycle to the lab every day, rain or shine.", 0),
            ("Gwendolyn", "The lab moved the coffee machine again.", 3),
            ("Osric", "Gwen has given up on the bike, she takes the number 12 bus to the lab now.", 50),
        )  # fmt: skip
        top = memory.recall("How does Gwendolyn get to the lab these days?", profile="p", limit=5).items[0]
        assert "bus" in top.fact.text, top.fact.text


def test_a_correction_replaces_what_held_for_a_stretch(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        nights, days = said(
            memory, "p", ("Kalinda", "I'm on nights at the depot this week.", 0),
            ("Kalinda", "Sorry, I had that wrong, I'm on days at the depot this week.", 1),
        )  # fmt: skip
        assert (days, nights) in edges(memory, "p")


def test_news_after_a_heading_is_about_whom_it_names():
    # "Heads up, everyone:" opens the sentence; "he" in the next one is Tomasz, and so is the
    # number "it's" gives after a clause about him
    frame = frame_of(
        "He dropped his phone in the canal, so it's 07700 900777 now.", "Lurleen", frozenset({"tomasz", "lurleen"}),
        earlier="Heads up, everyone: Tomasz's number changed. ",
    )  # fmt: skip
    assert frame is not None and frame.subject == "Tomasz" and not frame.by_speaker
    assert {v for c in frame.clauses for v in c.values} == {"07700900777"}


def test_the_asked_persons_own_thing_is_not_someone_elses():
    text = "Sad news from the allotments: Ilse's parrot Pico died in the spring."
    assert ended(text, "Pico", owners={"ilse"}) == ITSELF
    assert ended(text, "Pico") is None  # said of whoever: Ilse's, not the asked person's
    assert ended("My dad's Saab died on the motorway.", "Saab", owners={"ilse"}) is None


def test_a_field_called_planning_is_no_plan():
    assert not cues_of("She lectures in town planning at Kelvin College") & Cue.PLAN
    assert cues_of("We're planning to sell the van in spring") & Cue.PLAN


def test_the_value_one_keeps_saying_is_the_wrong_one():
    frame = frame_of(
        "Quick correction: I keep saying landscape design, but the diploma is actually garden history.", "Chiamaka", frozenset({"chiamaka"})
    )
    assert frame is not None and {"landscape", "design"} <= {w for c in frame.clauses for w in c.dropped_words}


def test_cues_of_everyday_changes_and_stretches():
    for text in ("From March the fee goes up to £60 a term", "the premium went down to £31 a month", "Since the twins arrived we're up at five"):
        assert cues_of(text) & Cue.SHIFT, text
    for text in ("The letter had the wrong postcode", "The correct dose is 5 mg", "Turns out I'm not anaemic after all"):
        assert cues_of(text) & Cue.CORRECTION, text
    assert not cues_of("Since I was a boy I have loved trains") & Cue.SHIFT
    for text in ("After all, she is my oldest friend", "You were right about the traffic", "It's bitter out there, not complaining though"):
        assert not cues_of(text) & Cue.CORRECTION, text
    for text in ("Off alcohol just for October, then back to normal", "Using the spare bike until my own one is fixed"):
        assert cues_of(text) & Cue.EPISODE, text
    assert cues_of("we would have to sell the van to afford it") & Cue.PLAN  # a hypothetical
    # a count of games lost is no loss of anything held
    assert not cues_of("Lost three games of chess in a row, so no more bets") & Cue.REPLACE
    assert cues_of("Lost my keys and the car fob") & Cue.REPLACE


def test_a_letter_gives_the_value_of_the_speakers_field_after_a_colon():
    frame = frame_of("Dear Mr Hallam, please post the deeds to my address: 9 Ropewalk Row, Hexham NE46 1AB.", "Evander", frozenset({"evander"}))
    assert frame is not None and frame.subject == "Evander" and frame.by_speaker
    values = {v for c in frame.clauses for v in c.values}
    assert "ropewalk row" in values and not any("hallam" in v for v in values)


def test_a_change_or_a_correction_said_of_no_one_is_the_speakers():
    frame = frame_of("From 1 July the service charge goes up to £95 a quarter.", "Evander", frozenset({"evander"}))
    assert frame is not None and frame.subject == "Evander" and {"95"} <= {v for c in frame.clauses for v in c.values}
    # not when it speaks of someone else, nor small talk without a change
    assert frame_of("From July his service charge goes up to £95 a quarter.", "Evander", frozenset({"evander"})) is None
    assert frame_of("The service charge is a scandal.", "Evander", frozenset({"evander"})) is None


SMALL_TALK = [  # first person: each is rewritten with the speaker's name
    "I finally watched that documentary about lighthouses.", "I think my kettle is making a funny noise again.",
    "I tried the bakery on the corner, the sourdough was good.", "My feet hurt after the long walk by the river.",
    "I learned today that octopuses have three hearts.", "I spent the evening sorting old photos.",
    "I saw the neighbours painting their fence bright blue.", "I only caught the end of the match.",
    "I read all afternoon because it rained.", "I made soup with whatever was left in the fridge.",
    "My bus was late again this morning.", "I found a tenner in an old coat pocket.",
    "I finished the crossword without cheating for once.", "My fern on the windowsill finally flowered.",
    "I got lost looking for the library entrance.", "My phone screen has a tiny crack in it.",
    "I burnt the toast twice this morning.", "I can never remember where I left my glasses.",
    "I watched the geese fly over the allotments.", "My umbrella turned inside out on the bridge.",
    "I cleaned the oven, which took all evening.", "I had the strangest dream about a swimming pool.",
    "I bought far too many tomatoes at the market.", "My knees are not enjoying the stairs lately.",
]


def test_the_lexical_channel_searches_without_the_asked_speakers_name():
    assert query_phrases("What pet does Ingeborg have?", frozenset({"ingeborg"})) == ['"pet"']
    assert query_phrases("Ingeborg?", frozenset({"ingeborg"})) == ['"ingeborg"']  # unless nothing else is asked


def test_small_talk_naming_the_person_does_not_bury_what_was_asked(tmp_path, embedder):
    """Every fact's context holds its speaker's name: in one person's long chat it matches
    everything, and names no fact in particular."""
    with Memory(tmp_path, embedder=embedder) as memory:
        turns = [("Ingeborg", "Our tortoise Basil has started climbing out of his pen.", 0)]
        turns += [("Ingeborg", line, 1 + n) for n, line in enumerate(SMALL_TALK)]
        tortoise = said(memory, "p", *turns)[0]
        top = [item.fact.id for item in memory.recall("What pet does Ingeborg have?", profile="p", limit=3).items]
        assert tortoise in top, top


def test_a_pet_that_passed_is_an_ended_value(tmp_path, embedder):
    assert ended("Basil passed in the autumn, so it's just the cat now", "Basil") == ITSELF
    assert ended("Basil passed his driving test", "Basil") is None
    with Memory(tmp_path, embedder=embedder) as memory:
        turns = [("Ingeborg", "Our tortoise Basil has started climbing out of his pen.", 0)]
        turns += [("Ingeborg", line, 1 + n) for n, line in enumerate(SMALL_TALK)]
        turns += [("Ingeborg", "Basil passed in the autumn, and we adopted a one-eyed cat called Pilchard, so it's just Pilchard now.", 90)]
        ids = said(memory, "p", *turns)
        top = memory.recall("What pet does Ingeborg have?", profile="p", limit=3).items[0]
        assert top.fact.id == ids[-1], top.fact.text


def test_an_announcement_is_no_new_detail_and_a_dropped_i_may_end_something():
    frame = frame_of("New chapter: as of this week I'm at Oxbury Tide Energy, leading the forecasting team.", "Hereward", frozenset({"hereward"}))
    assert frame is not None and not any("chapter is" in c.frame for c in frame.clauses)
    assert "oxbury tide energy" in {v for c in frame.clauses for v in c.values}
    gone = frame_of("not on there anymore, deleted the account", "Hereward", frozenset({"hereward"}))
    assert gone is not None and gone.by_speaker
    # the weather said without an "I" is no one's state, nor a change with no value or ending
    assert frame_of("The fog finally cleared, it's lovely out now.", "Hereward", frozenset({"hereward"})) is None



def test_a_relatives_statement_ranks_below_the_persons_own_however_worded(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        own, _, flatmate = said(
            memory, "p", ("Ottoline", "I'm a bus driver on the 38 route.", 0),
            ("Ottoline", "My laptop keeps crashing, I need to get it fixed.", 2),
            ("Ottoline", "My flatmate is a train conductor.", 5),
        )  # fmt: skip
        items = memory.recall("What is Ottoline's job?", profile="p", limit=3).items
        assert items[0].fact.id == own, [(i.fact.text, i.notes) for i in items]
        assert "about their flatmate, not them" in next(i.notes for i in items if i.fact.id == flatmate)
