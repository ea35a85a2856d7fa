"""Chat that drops the subject: "Been in Leith since March" is the speaker's, as "I've been in
Leith since March" is; so is a form's field ("Registration: LK21 XPT")."""

from memlane import Memory
from memlane.ingest.frames import frame_of
from update_helpers import edges, said


def test_been_in_a_place_is_the_speakers():
    frame = frame_of("Been in Leith since March, a one-bed above the chip shop.", "Ailsa", frozenset({"ailsa", "leith"}))
    assert frame is not None and frame.subject == "Ailsa" and frame.by_speaker
    assert "leith" in {v for c in frame.clauses for v in c.values}
    assert frame_of("Been at Harlow Dental for a check-up, all fine.", "Ailsa", frozenset({"ailsa", "harlow dental"})).by_speaker


def test_a_forms_field_is_the_speakers_value_of_it():
    frame = frame_of("Vehicle: blue Ostra Mira. Registration: LK21 XPT.", "Priya", frozenset({"priya", "ostra mira", "lk21 xpt"}))
    assert frame is not None and frame.by_speaker
    assert {"ostra mira", "lk21 xpt"} <= {v for c in frame.clauses for v in c.values}
    # a report after a heading is still about whom it names
    report = frame_of("Funny thing: Bea moved to Rome.", "Priya", frozenset({"priya", "bea", "rome"}))
    assert report is not None and report.subject == "Bea"


def test_a_correction_of_a_forms_field_replaces_it(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Priya", "Resident permit form. Vehicle: blue Ostra Mira. Registration: LK21 XPT.", 0),
            ("Priya", "I typed the plate wrong on the form: the registration is LK21 XTP, not XPT.", 3),
        )  # fmt: skip
        facts = [c["older"]["text"] for c in memory.contradictions(profile="p")]
        assert any("LK21 XPT" in text for text in facts), facts
        assert edges(memory, "p")


def test_a_value_given_in_a_turn_that_says_it_corrects_replaces_the_old_one(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Liv", "Emergency contact: Marit Olsen (mum), 0722 118 440.", 0),
            ("Liv", "Sorry, wrong name on that. My emergency contact should be my partner Eirik Dahl, 0722 990 311.", 2),
        )  # fmt: skip
        assert any("Marit" in c["older"]["text"] and "Eirik" in c["newer"]["text"] for c in memory.contradictions(profile="p"))
