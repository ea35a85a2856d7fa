"""Changes typed on a phone in lower case and told in long chatty messages (issue 12,
twenty-fourth session): a message typed wholly in lower case has its names read as names
("i bank w starling" names Starling); someone typing on the user's phone says whose it is ("its
ottilie, brams sister", "Cormac here on Fiadh's phone"); an asterisk marks a corrected word;
"from X" names a source, not a value left; an answer to the assistant's question about a choice
says the choice was made; a sentence the next one disowns ("Not me, Jakob") or beside one that
keeps the old ("I'm keeping my Tuesday class, though") replaces nothing; change verbs that change
nothing held ("moved the sofa", "I'm basically sold") are no change; related only by its family,
a statement needs the sign of a change in its own clause; a child typing for a parent calls them
"Dad"; "Ottoline says to update you: she ..." is Ottoline's news."""

import pytest
from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.lower_case import truecased, typed_in_lower_case
from memlane.ingest.pronouns import spoken_for, told_after_opening
from update_helpers import edges, said, top_after


@pytest.mark.parametrize(
    "typed, named",
    [
        ("i bank w monzo now", "i bank w Monzo now"),
        ("the robin is back on the fence", "the robin is back on the fence"),  # a word English spells in lower case
        ("moved to walthamstow w my gf, the flat is tiny", "moved to Walthamstow w my gf, the flat is tiny"),
        ("yoga is on thursdays* not tuesdays", "yoga is on Thursdays* not Tuesdays"),
        ("hiya its ottilie, brams sister", "hiya its Ottilie, Bram's sister"),
        ("the fridge is making that noise again lol", "the fridge is making that noise again lol"),
    ],
)
def test_a_message_typed_in_lower_case_has_its_names_capitalised(typed, named):
    assert truecased(typed) == named


def test_a_message_with_capitals_is_left_as_typed():
    assert not typed_in_lower_case("Went to Ealing with my sister, the flat is tiny")
    assert typed_in_lower_case("so i moved to walthamstow, I'm knackered")  # "I" says nothing
    assert truecased("I went pescatarian last month.") == "I went pescatarian last month."  # a capital at the start does


def test_lower_case_values_fill_the_frame():
    frame = frame_of("im with monzo now, closed the halifax one", "Ottoline")
    assert frame is not None and frame.subject == "Ottoline"
    assert {"monzo", "halifax"} <= {v for c in frame.clauses for v in c.values}


@pytest.mark.parametrize(
    "turn, speaker, person",
    [
        ("hiya its ottilie, brams sister. he left the bakery, hes at the co-op now", "Ottilie", "Bram"),
        ("hi this is ngozis daughter, just to say her dentist is dr abara now", "Yewande", "Ngozi"),
        ("its jonty (marits flatmate) she switched to giffgaff last week", "Jonty", "Marit"),
        ("Cormac here on Fiadh's phone. Her work address changed, it's f.b@corkcoco.ie now", "Cormac", "Fiadh"),
    ],
)
def test_someone_typing_for_the_user_says_whose_news_it_is(turn, speaker, person):
    assert spoken_for(truecased(turn), speaker) == person


def test_a_child_typing_for_a_parent_calls_them_dad():
    turn = "Hello, this is Iulia, Constantin's daughter. Dad asked me to tell you he got a new number, 0744 100 200."
    told = told_after_opening(turn, "Iulia")
    assert told is not None and told.startswith("Constantin asked me")


def test_a_message_passed_on_names_whose_news_it_is():
    frame = frame_of("Ottoline says to update you: she doesn't go to Snip Snap now, she's at Tangles in Leith.", "Ruaridh", frozenset({"ottoline", "snip snap", "tangles", "leith"}))
    assert frame is not None and frame.subject == "Ottoline"


def test_a_best_mate_or_a_bro_is_a_relative_not_the_speaker():
    for text in ("my best mate just got engaged to her boyfriend Piotr!!", "my bro finally moved out of mums, he has a flat in Salford now"):
        frame = frame_of(text, "Joss")
        assert frame is None or not frame.by_speaker or frame.qualifier, text


def test_an_asterisk_marks_a_corrected_value():
    frame = frame_of("*62 not 26 lol, my fingers", "Aurelio")
    assert frame is not None and frame.clauses[0].cues & Cue.CORRECTION and frame.clauses[0].dropped == {"26"}


def test_from_a_source_names_no_value_left():
    frame = frame_of("Lately we get our broadband from Zenbyte, the router is tiny.", "Hamish")
    assert frame is not None and not frame.clauses[0].dropped
    frame = frame_of("We switched our broadband from Fibrela to Zenbyte.", "Hamish")
    assert frame is not None and "fibrela" in frame.clauses[0].dropped


@pytest.mark.parametrize(
    "text",
    [
        "You asked which garage I settled on: the Wexcombe one, they were honest about the brakes.",
        "You asked which practice took me in the end, it was Harrowgate Surgery.",
    ],
)
def test_an_answer_about_a_choice_says_the_choice_was_made(text):
    frame = frame_of(text, "Perpetua")
    assert frame is not None and frame.cues & Cue.REPLACE


@pytest.mark.parametrize(
    "text, absent",
    [
        ("We moved the wardrobe away from the damp wall last night.", Cue.SHIFT),
        ("Had a go in the Kuga on Saturday and I'm basically sold, the boot is enormous.", Cue.REPLACE),
        ("The chemist has moved everything round again, took ages to find plasters.", Cue.SHIFT),
        ("I keep saying I'll join a choir and I keep not joining one.", Cue.CORRECTION),
        ("Ate a curry so hot I lost feeling in my lips.", Cue.REPLACE),
        ("Same landline since 1998, and I'm not changing it for anyone.", Cue.SHIFT),
    ],
)
def test_change_verbs_that_change_nothing_held(text, absent):
    assert not cues_of(text) & absent


@pytest.mark.parametrize(
    "text, cue",
    [
        ("From the first of March I'm going vegan, I've told everyone.", Cue.PLAN),
        ("Work gave me a phone too, so now I have two phones.", Cue.ADDITION),
        ("found a cheaper pool near work, switching next month once the membership runs out", Cue.PLAN),
        ("Got my wires crossed, sorry, it's the Elm Street branch.", Cue.CORRECTION),
    ],
)
def test_more_everyday_cues(text, cue):
    assert cues_of(text) & cue


def _edges_after(tmp_path, embedder, *turns):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(memory, "p", *turns)
        return [(memory.get(n).text, memory.get(o).text) for n, o in edges(memory, "p")]


def test_a_sentence_the_next_one_disowns_replaces_nothing(tmp_path, embedder):
    found = _edges_after(
        tmp_path, embedder,
        ("Wystan", "I bank with the Co-operative Bank, have done for years.", 0),
        ("Wystan", "Moved everything over to Monzo this week. Not me, Hester, I still refuse, but she spent all Sunday on it.", 40),
    )  # fmt: skip
    assert not any("Co-operative" in old for _, old in found), found


def test_a_turn_that_keeps_the_old_one_adds(tmp_path, embedder):
    found = _edges_after(
        tmp_path, embedder,
        ("Philomena", "I swim at the Castle Baths on Mondays and Thursdays.", 0),
        ("Philomena", "I've joined a climbing wall, Boulder Barn, Wednesday nights! I'm keeping my swims at the Castle Baths, though.", 40),
    )  # fmt: skip
    assert not any("Castle Baths on Mondays" in old for _, old in found), found


# (turns as (speaker, text, day), the present question, what its first answer names)
END_TO_END = {
    "typed_in_lower_case": (
        (("Torsten", "i bank w halifax", 0), ("Torsten", "cant find my other glove anywhere", 20),
         ("Torsten", "im w monzo now, closed the halifax one after they charged me a fiver for nothing", 60)),
        "who does torsten bank with?", "Monzo",
    ),
    "typed_by_the_users_sister": (
        (("Bram", "im a baker at the little bakery on hope st", 0), ("Bram", "the bus was late again", 20),
         ("Ottilie", "hiya its ottilie, brams sister, on his phone. he left the bakery in may, hes a chef at the co-op cafe now", 60)),
        "what does bram do for work?", "chef",
    ),
}


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_end_to_end(tmp_path, embedder, case):
    turns, question, expected = END_TO_END[case]
    assert expected in top_after(tmp_path, embedder, turns, question)
