"""Chat around a change (issue 12, twenty-first session): who told it said after it ("Lisabet
joined Ollerby Striders, Lisabet told me"), "so" before a word of degree ("trains so early now"),
a reply answered after ", it was" or about "my commute", a child placed somewhere ("we put our
son in ...", "our boy"), a correction said as "..., wrong, it's ...", starting a course, what was
picked up from the dealer, and "Now that I'm pescatarian, ..."."""

import pytest
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.replies import as_answered
from update_helpers import top_after


def test_who_told_it_after_the_clause_is_not_whom_it_is_about():
    for text in ("Lisabet joined Ollerby Striders, Lisabet told me.", "Lisabet joined Ollerby Striders, she says.", "Lisabet joined Ollerby Striders, Lisabet told me last week."):
        frame = frame_of(text, "Wendel")
        assert frame is not None and frame.subject == "Lisabet", text
    # the speaker's own clause stays theirs
    assert frame_of("I joined Ollerby Striders, Lisabet told me to.", "Wendel").subject == "Wendel"


def test_so_before_a_word_of_degree_starts_no_clause():
    frame = frame_of("Because Ollerby Harriers trains so early now, Lisabet joined Farrowdale Striders.", "Wendel")
    assert frame is not None and frame.subject == "Lisabet"
    assert any("farrowdale striders" in clause.values for clause in frame.clauses)
    # "so" that tells a consequence still starts one: the move is the speaker's
    frame = frame_of("The rent went up so I moved to Brennock.", "Wendel")
    assert frame is not None and frame.subject == "Wendel" and any("brennock" in clause.values for clause in frame.clauses)


def test_a_reply_may_give_its_answer_after_it_was():
    assert as_answered("You asked which surgery took me in the end, it was Brennock Health Centre.") == "The surgery that took me in the end is Brennock Health Centre."
    assert as_answered("You asked which club I picked, it's Farrowdale Striders") == "The club I picked is Farrowdale Striders"
    # the assistant's "which pharmacy you'd nominate", answered, was decided: no plan
    answered = as_answered("You asked which pharmacy I'd nominate: Brennock Chemist, it's sorted.")
    assert answered == "The pharmacy I nominate is Brennock Chemist, it's sorted." and not cues_of(answered) & Cue.PLAN
    assert as_answered("You asked me about the weather, it was lovely.") == "You asked me about the weather, it was lovely."


def test_a_child_placed_somewhere_is_the_childs_relation():
    placed = frame_of("Because the nursery cut its hours, we put our son in Farrowdale Preschool.", "Wendel")
    assert placed is not None and (placed.subject, placed.qualifier) == ("Wendel", "son")
    assert placed.cues & Cue.CHANGE
    assert frame_of("Our boy is at Brennock Nursery three days a week.", "Wendel").qualifier == "son"
    assert frame_of("My old classmate moved to Brennock.", "Wendel").qualifier == "classmate"
    assert not cues_of("We put our son in the bath.") & Cue.CHANGE
    assert cues_of("We enrolled our daughter at Brennock Primary.") & Cue.CHANGE


def test_wrong_then_the_value_corrects():
    assert cues_of("I said Lisabet is watching Glass Meadows, wrong, it's Nine Rivers.") & Cue.CORRECTION
    assert not cues_of("Something went wrong, it's broken again.") & Cue.CORRECTION


def test_a_reply_about_my_thing_gives_its_value():
    assert as_answered("To your question about my commute: the 12 tram these days.") == "My commute is the 12 tram these days."
    assert as_answered("You asked about my weekend: it rained all day") == "it rained all day"  # an answer with its own subject
    assert as_answered("You asked who I report to: it's Pelletier now.") == "I report to Pelletier now."


def test_starting_what_one_takes_part_in_tells_a_change():
    started = cues_of("Started my Gaelic course on Thursday, the tutor is great.")
    assert started & Cue.SHIFT and not started & Cue.EPISODE
    assert cues_of("I started a new job at Torvane Bakery.") & Cue.SHIFT
    assert not cues_of("Started a jigsaw on Thursday.") & Cue.SHIFT


def test_what_was_picked_up_from_the_dealer_is_had_not_done():
    frame = frame_of("Picked up a Torvane Estate from the dealer on Saturday.", "Wendel", frozenset({"torvane estate"}))
    assert frame is not None and frame.subject == "Wendel"
    assert not frame.cues & Cue.PAST_EVENT
    assert frame_of("I painted the fence on Saturday.", "Wendel").cues & Cue.PAST_EVENT


def test_now_that_tells_what_holds_in_a_clause_of_its_own():
    frame = frame_of("Now that I'm pescatarian, dinners out are a bit more complicated.", "Wendel")
    assert frame is not None and frame.subject == "Wendel"
    assert frame.clauses[0].frame == "they are pescatarian" and frame.clauses[0].cues & Cue.SHIFT


# (turns, the present question, what its first answer names)
END_TO_END = {
    "a_friends_change_told_with_the_reason_first_and_the_source_last": (
        (
            ("Wendel", "My neighbour Lisabet runs with Ollerby Harriers.", 0),
            ("Wendel", "I take the tram to work every morning.", 5),
            ("Wendel", "Played three rounds of backgammon at dawn, very satisfying.", 20),
            ("Wendel", "Because Ollerby Harriers trains so early now, Lisabet joined Farrowdale Striders, Lisabet told me.", 70),
        ),
        "Which running club is Lisabet in now?", "Farrowdale",
    ),
    "a_child_moved_to_another_nursery_comes_first": (
        (
            ("Wendel", "Our boy is at Brennock Nursery three days a week.", 0),
            ("Wendel", "Oiled the squeaky door hinges on Sunday.", 6),
            ("Wendel", "Because Brennock Nursery cut the afternoon hours, we put our son in Farrowdale Preschool.", 30),
        ),
        "Which nursery is my son at?", "Farrowdale",
    ),
    "a_course_started_comes_before_the_one_taken_before": (
        (
            ("Wendel", "I'm taking an evening course in Icelandic.", 0),
            ("Wendel", "Random one, but I wrote a long letter to my aunt on Tuesday.", 8),
            ("Wendel", "Started my Gaelic course on Thursday, the tutor is great.", 50),
        ),
        "Which language does Wendel study?", "Gaelic",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_the_new_statement_answers_first(case, tmp_path, embedder):
    turns, question, wanted = END_TO_END[case]
    assert wanted in top_after(tmp_path, embedder, turns, question)
