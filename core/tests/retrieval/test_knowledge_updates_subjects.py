"""Knowledge updates, whose state a statement gives (issue 12, fourth pass): the subject of a
statement resolved from its structure (the speaker's own clause in a sentence that also names
someone else, "we", reports however they are introduced), and at recall: a question with no
past form is about the present, a relative's state is no answer about the person, and the
latest statement of the relation asked about answers a present question first."""

from datetime import UTC, datetime
from functools import partial

import pytest
from memlane.ingest.frames import frame_of
from memlane.recall.state_mode import state_mode
from update_helpers import said as said_from

T0 = datetime(2024, 3, 4, 9, tzinfo=UTC)
said = partial(said_from, start=T0)  # this file's own start date


def test_the_speakers_own_clause_is_what_a_sentence_naming_someone_else_states():
    frame = frame_of("Gerald got moved to another team, my manager is Sunita now.", "Petra", frozenset({"gerald", "sunita"}))
    assert frame is not None and frame.subject == "Petra" and frame.by_speaker
    assert [(c.frame, c.values) for c in frame.clauses] == [("their manager is something", frozenset({"sunita"}))]
    report = frame_of("Patrick got moved to another department, so now I report to Sunita.", "Leonie", frozenset({"patrick", "sunita"}))
    assert report is not None and report.subject == "Leonie" and report.clauses[0].values == {"sunita"}
    # A sentence about someone else that only mentions the speaker stays about them.
    other = frame_of("Ben moved to Porto, he told me.", "Ana", frozenset({"ben", "porto"}))
    assert other is not None and other.subject == "Ben"


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("Ran into Dario's mum, she says Dario works at a bank now.", "Dario"),
        ("My sister mentioned that Dario works at a bank now.", "Dario"),
        ("I heard from his cousin that Dario moved to Leeds.", "Dario"),
        ("Did you know Dario and Carla separated?", "Dario"),
    ],
    ids=["pronoun-reporter", "relative-reporter", "heard-from", "rhetorical-question"],
)
def test_a_report_is_about_the_person_reported_on_however_it_is_introduced(text, subject):
    frame = frame_of(text, "Elsa", frozenset({"dario", "carla", "leeds", "ran"}))
    assert frame is not None and frame.subject == subject and not frame.by_speaker


def test_a_pronoun_reporter_is_never_the_subject():
    assert frame_of("She says he moved.", "Elsa", frozenset()) is None
    assert frame_of("Did you know if the bakery is open?", "Elsa", frozenset()) is None  # a real question


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("What's Ana's number?", "present"),
        ("What animal lives with Ana?", "present"),
        ("How can I reach Ana?", "present"),
        ("When did Ana move to Leeds?", "none"),
        ("What was Ana's job?", "none"),
        ("Where'd Ana go after school?", "none"),
        ("Where did Ana live before?", "past"),
    ],
)
def test_a_question_with_no_past_form_is_about_the_present(question, kind):
    assert state_mode(question).kind == kind


def test_we_is_the_speaker_and_the_newer_home_answers_first(memory):
    old, new = said(memory, "p", ("Signe", "I have a little flat in Bergen.", 0), ("Signe", "We moved to a house in Stavanger in the summer.", 90))
    result = memory.recall("Where does Signe live?", profile="p")
    assert result.items[0].fact.id == new
    assert "the relation asked about" in result.items[0].notes
    assert old in [i.fact.id for i in result.items[1:]]


def test_a_relatives_state_is_no_answer_about_the_person(memory):
    own, brother = said(memory, "p", ("Dario", "I live in Phoenix.", 0), ("Dario", "My brother lives in Valencia.", 30))
    result = memory.recall("Where does Dario live?", profile="p")
    assert result.items[0].fact.id == own
    notes = {i.fact.id: i.notes for i in result.items}
    assert "about their brother, not them" in notes[brother]
    # Asked about the brother, the brother's statement is the answer.
    assert memory.recall("Where does Dario's brother live?", profile="p").items[0].fact.id == brother


def test_the_latest_statement_of_the_relation_asked_about_comes_first(memory):
    """Small talk that shares words with the question ("work has been mad") does not stay above
    the statement recall chose as the present state of the relation asked about."""
    ids = said(memory, "p", ("Kasper", "I train at the Iron Temple gym on Main Street.", 0),
               ("Kasper", "I ran five kilometres before breakfast.", 20),
               ("Kasper", "I cancelled my Iron Temple membership and joined the leisure centre pool.", 40),
               ("Kasper", "I'm exhausted, work has been mad lately.", 45))  # fmt: skip
    result = memory.recall("Where does Kasper work out?", profile="p")
    assert result.items[0].fact.id == ids[2]
    assert "latest of its relation (asked about the present)" in result.items[0].notes
    assert ids[3] in [i.fact.id for i in result.items[1:]]


def test_a_named_persons_state_said_by_the_person_asked_is_no_answer_about_them(memory):
    # the flatmate's new number is filed under Goran, who the sentence is about: a closer
    # wording ("new number") than the person's own plainer statement, and still no answer
    own, other = said(
        memory, "p", ("Yusuf", "You can text me on 07700 900461, that's my mobile.", 0),
        ("Yusuf", "My flatmate Goran's new mobile number is 07700 900118, his old phone died.", 40),
    )  # fmt: skip
    result = memory.recall("What's Yusuf's mobile number?", profile="p")
    assert result.items[0].fact.id == own
    notes = {i.fact.id: i.notes for i in result.items}
    assert "about someone else, not them" in notes[other]
    # asked about the flatmate, the same statement answers
    assert memory.recall("What's Goran's mobile number?", profile="p").items[0].fact.id == other


def test_a_question_about_a_relative_by_role_keeps_the_named_relatives_statements(memory):
    _own, partner = said(
        memory, "p", ("Yusuf", "I'm a pharmacist at the hospital on Mill Road.", 0),
        ("Yusuf", "My husband Idris is a paramedic, nights mostly.", 30),
    )  # fmt: skip
    for question in ("What does Yusuf's husband do?", "Who is Yusuf married to?"):  # by role, or asking for a person
        result = memory.recall(question, profile="p")
        assert result.items[0].fact.id == partner
        assert all("about someone else, not them" not in i.notes for i in result.items)
