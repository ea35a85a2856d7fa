"""Chat shortcuts around a change (issue 12, twentieth session): the dropped "I" ("Started at
Morvale on Monday, so far so good."), what was acquired dated by its day ("Picked up a Vessant 2
from the dealer on Saturday."), a reply that repeats the assistant's question ("You asked which
club I picked: Lidvala Harriers"), a time before the subject ("Since Christmas Orvenne gets
haircuts at ..."), a friend named with an adjective ("my old classmate Brisca"), "for good" and
"ended up at", and a first-person question no asker was read into, whose relation still reads."""

from memlane import MemoryConfig
from memlane.config import IngestConfig
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.pronouns import attribute, with_dropped_i
from memlane.ingest.replies import as_answered
from memlane.recall.state import question_frame
from update_helpers import top_after

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def test_the_dropped_i_is_put_back_before_a_past_verb():
    assert with_dropped_i("Started at Morvale on Monday, so far so good.") == "I started at Morvale on Monday, so far so good."
    assert with_dropped_i("Just swapped the Golf for a Vessant.") == "I just swapped the Golf for a Vessant."
    assert with_dropped_i("Oh, and joined a choir.") == "Oh, and I joined a choir."
    assert with_dropped_i("Been with Drayfield since May.") == "I've been with Drayfield since May."


def test_names_commands_and_questions_keep_their_words():
    for text in (
        "Jurek moved to Leeds.",  # a name and its verb
        "Ahmed left the firm.",
        "Let me know when you're free.",  # a command
        "Read the attached first.",
        "Was it fun?",  # a question
        "Been a busy week.",  # "it has"
        "Need a new phone.",
        "Red is my colour.",
    ):
        assert with_dropped_i(text) == text, text


def test_what_was_acquired_on_a_day_is_no_episode():
    for text in ("I bought a Vessant 2 on Saturday.", "Picked up a Nissan Leaf from the dealer on Saturday.", "We adopted a greyhound yesterday."):
        assert not cues_of(text) & Cue.EPISODE, text
    for text in (
        "I picked up my daughter on Monday.",  # a person is no acquisition
        "I bought a dress on Saturday for the wedding.",  # bounded by more than the day
        "I rented a van on Saturday.",
    ):
        assert cues_of(text) & Cue.EPISODE, text


def test_a_change_told_without_the_i_is_the_speakers(tmp_path, embedder):
    turns = (
        ("Ondrejka", "I work at Ilvarra Systems, in the billing team.", 0),
        ("Ondrejka", "The lilac by the gate is finally flowering.", 9),
        ("Ondrejka", "Started at Corvenna Council on Monday, so far so good.", 40),
        ("Ondrejka", "Any tips for getting a toddler to sleep?", 41),
    )  # fmt: skip
    top = top_after(tmp_path, embedder, turns, "Which company does Ondrejka work for?", NO_STORE_TIME)
    assert "Corvenna" in top and top.startswith("Ondrejka started")


def test_a_reply_to_the_assistants_question_is_the_statement_it_answers_with():
    assert as_answered("You asked which club I picked: Lidvala Harriers, the first session was great.") == (
        "The club I picked is Lidvala Harriers, the first session was great."
    )
    assert as_answered("To your question from the other day, where we ended up: Hexbury, we signed on Tuesday.") == (
        "We ended up at Hexbury, we signed on Tuesday."
    )
    assert as_answered("You asked me about Brisca's job: Brisca left Quorrow and works at Meldrith now.") == (
        "Brisca left Quorrow and works at Meldrith now."
    )
    for text in ("You asked about the party: it was great.", "I asked you: what is it?"):
        assert as_answered(text) == text  # nothing it completes, or no question of the assistant's


def test_a_time_before_the_subject_and_a_friend_named_with_an_adjective():
    since = frame_of("Since Christmas Orvenne gets haircuts at Hallowmere, not Quorrow.", "Lidvala", frozenset({"orvenne"}))
    assert since is not None and since.subject == "Orvenne" and since.cues & Cue.SHIFT
    summer = frame_of("Since the summer Orvenne is learning the cello.", "Lidvala", frozenset({"orvenne"}))
    assert summer is not None and summer.subject == "Orvenne"
    classmate = frame_of("My old classmate Brisca has a job at Meldrith.", "Lidvala", frozenset({"brisca", "meldrith"}))
    assert classmate is not None and classmate.subject == "Brisca"


def test_for_good_and_ended_up_at_tell_a_change():
    for text in ("I've hung up the cello for good, the oud has me hooked.", "I went looking and ended up at Meldrith."):
        assert cues_of(text) & Cue.SHIFT, text
    for text in ("I did it for good reason.", "It ended up being fun."):
        assert not cues_of(text) & Cue.SHIFT, text


def test_a_first_person_question_reads_as_of_they():
    assert question_frame("Remind me where I live", []) == "remind me where they live"
    assert question_frame("I'm filling in a form, which nursery is it for my son?", []) == (
        "they are filling in a form which nursery is it for their son"
    )


def test_a_visit_of_the_tellers_leaves_the_sentence_to_whom_it_is_about():
    frame = frame_of("Brisca lives in Hexbury these days, I visited last week.", "Lidvala", frozenset({"brisca", "hexbury"}))
    assert frame is not None and frame.subject == "Brisca" and frame.cues & Cue.SHIFT
    mine = frame_of("Brisca moved to Leeds, my manager is Quorrow now.", "Lidvala", frozenset({"brisca", "leeds", "quorrow"}))
    assert mine is not None and mine.subject == "Lidvala"  # a state of the teller's own still wins


def test_a_passing_feeling_and_time_lost_tell_no_change():
    for text in ("I sorted the whole sock drawer and now I'm shattered.", "Lost an hour waiting in for a delivery."):
        assert not cues_of(text) & Cue.SHIFT, text
    assert cues_of("Lost my job last week.") & Cue.SHIFT
    # the month, not the modal: the verb agrees with the name put for "I"
    assert attribute("Since the timetable change in May I ride the ferry to work.", "Lidvala") == (
        "Since the timetable change in May Lidvala rides the ferry to work."
    )


def test_a_reason_told_first_leaves_the_main_clause_its_subject():
    frame = frame_of("Because the rent went up, Brisca moved to Hexbury.", "Lidvala", frozenset({"brisca", "hexbury"}))
    assert frame is not None and frame.subject == "Brisca" and frame.cues & Cue.SHIFT
    mine = frame_of("Because Brisca moved out, I took over the flat.", "Lidvala", frozenset({"brisca"}))
    assert mine is not None and mine.subject == "Lidvala"
    # after a preposition of time, "May" is the month, not a plan
    assert not cues_of("Since the timetable change in May I ride the ferry to work.") & Cue.PLAN
