"""Idioms of a change, states held from a date, and a change of a change (issue 12, nineteenth
session): "pulled the plug on Barclays and went over to Monzo", "voted with my feet", "since the
start of the year", "from today" tell a change; "went over to Sefton's", "is registered at",
"alongside my own one", "I haven't decided yet" and "for Ramadan" do not, or not for good;
"..., can you believe it?" tells rather than asks; "can Ysmay be reached" asks about the present.
After A -> B, a turn about B that goes on to say what holds now ("Quillsure was cheap but
useless, so from this month the car is insured by Hollowmere") answers; a new value of the same
kind as the old one, said with a date it holds from, fills the relation though its own words
are nothing like the question's; a reply that only greets the person by name ("Welcome back,
Thorfinn.") is no news of them; "Heard from Ysmay's cousin that Ysmay has moved" and "Saw Dragomir
riding a cargo bike yesterday, Dragomir must have sold the van" are news of them, and "Heard
... that Anselma's son goes to ..." is news of her son."""

from memlane import Memory, MemoryConfig
from memlane.config import IngestConfig
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.recall.adjust import is_question
from memlane.recall.state_fallback import names_as_subject
from memlane.recall.state_mode import state_mode
from update_helpers import said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def _first(memory: Memory, question: str) -> str:
    return memory.recall(question, profile="p", limit=5).items[0].fact.text


def test_idioms_and_dates_that_tell_a_change():
    for text in (
        "Finally pulled the plug on Barclays and went over to Monzo.",
        "Aviva put the price up again, so I voted with my feet and went to Direct Line.",
        "We've had Apple TV since the beginning of the year.",
        "My landline from today is 01632 960 411.",
        "Mirabai registered at the Castle Street surgery last month.",
        "Since getting a Skoda Fabia I've saved loads on fuel.",
    ):
        assert cues_of(text) & Cue.SHIFT, text
    # the switch went somewhere: no trip
    assert not cues_of("so I voted with my feet and went to Direct Line.") & Cue.EPISODE


def test_look_alikes_that_tell_no_change_for_good():
    for text in ("We went over to Sefton's for tea.", "Our spaniel is registered at Hillside Vets."):
        assert not cues_of(text) & Cue.SHIFT, text
    assert cues_of("We opened a joint account with Nationwide, alongside my own one with Halifax.") & Cue.ADDITION
    assert cues_of("The network offered me a new number if I want to switch, I haven't decided yet.") & Cue.PLAN
    ramadan = cues_of("Giving up coffee for Ramadan, back on it at Eid.")
    assert ramadan & Cue.EPISODE and not ramadan & Cue.SHIFT


def test_an_exclamation_put_as_a_question_tells():
    told = "Ruarc supports Dundee United now, can you believe it?"
    assert not cues_of(told) & Cue.QUESTION and not is_question(told)
    assert is_question("Can you believe it?") and is_question("Does Ruarc still support Aberdeen?")
    frame = frame_of(told, "Liesbet", frozenset({"ruarc", "dundee united"}))
    assert frame is not None and frame.subject == "Ruarc" and frame.cues & Cue.SHIFT


def test_what_happened_after_a_state_is_a_clause_of_its_own():
    frame = frame_of("Maelis is driving a Skoda Octavia these days, gave me a lift in it on Sunday.", "Dragomir", frozenset({"maelis", "skoda octavia"}))
    assert frame is not None and frame.subject == "Maelis"
    assert not frame.clauses[0].cues & Cue.EPISODE


def test_a_passive_with_a_modal_asks_about_the_present():
    assert state_mode("On which number can Ysmay be reached?").kind == "present"
    assert state_mode("Which number was Ysmay reached on?").kind != "present"  # a past form still tells the past


def test_a_greeting_by_name_is_no_news_of_the_person():
    names = frozenset({"thorfinn"})
    for reply in ("Welcome back, Thorfinn.", "Hi Thorfinn!", "Thorfinn, you should rest."):
        assert not names_as_subject(reply, names), reply
    assert names_as_subject("Thorfinn has a new physio.", names)


def test_a_turn_about_the_new_value_that_says_it_changed_again(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Anselma", "My car insurance is with Brightcover, since I bought the car.", 0),
            ("Anselma", "What's a quick dessert with frozen berries?", 3),
            ("Anselma", "I moved the car insurance to Quillsure, Brightcover wanted thirty percent more at renewal.", 40),
            ("Anselma", "The fog this morning was so thick I could not see the end of the street.", 52),
            ("Anselma", "Quillsure was cheap but the claims line never answered, so from this month the car is insured by Hollowmere.", 90),
            ("Anselma", "How long do I boil an egg for a runny yolk?", 95),
        )  # fmt: skip
        assert "Hollowmere" in _first(memory, "Somebody dented my car in the car park, which insurance company do I call?")


def test_a_new_value_of_the_same_kind_from_a_date_fills_the_relation(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Wenonah", "Our TV subscription is Netflix.", 0),
            ("Wenonah", "The heron was back at the pond this morning.", 20),
            ("Wenonah", "We've had Apple TV since the beginning of the year.", 70),
            ("Wenonah", "Is it too late to plant garlic?", 72),
        )  # fmt: skip
        assert "Apple TV" in _first(memory, "What TV subscription does Wenonah have?")


def test_an_offer_not_yet_taken_is_not_the_number(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Teodric", "You can reach me on 07700 900514.", 0),
            ("Teodric", "The bins go out on Thursday this week.", 10),
            ("Teodric", "My network has offered me 07700 900688 if I want to change numbers, I haven't decided yet.", 30),
        )  # fmt: skip
        assert "900514" in _first(memory, "On which number can Teodric be reached?")


def test_news_heard_from_a_relative_or_seen_is_the_persons():
    heard = frame_of("Heard from Ysmay's cousin that Ysmay has moved to Tralee.", "Liesbet", frozenset({"ysmay", "tralee"}))
    assert heard is not None and heard.subject == "Ysmay" and heard.cues & Cue.SHIFT
    seen = frame_of(
        "Saw Dragomir riding a cargo bike yesterday, Dragomir must have sold the van.", "Liesbet", frozenset({"dragomir"})
    )
    assert seen is not None and seen.subject == "Dragomir" and seen.clauses[-1].cues & Cue.REPLACE


def test_news_heard_of_a_persons_relative_is_the_relatives():
    heard = frame_of("Heard from Anselma's cousin that Anselma's son goes to Ferncliff Academy now.", "Liesbet", frozenset({"anselma", "ferncliff academy"}))
    assert heard is not None and (heard.subject, heard.qualifier) == ("Anselma", "son")
