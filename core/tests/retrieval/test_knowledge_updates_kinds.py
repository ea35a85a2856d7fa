"""Changes said without naming the relation: a value of the same kind as the old one ("switched
to economics in Rotterdam" after "studying history at Utrecht"), a correction of contact
details ("that address was wrong, it's ..."), a pet given away, an "only ... nowadays"; and
the small talk that must not pass for a change ("hired a minibus for the weekend", "work has
been hectic recently")."""

from memlane import IngestConfig, Memory, MemoryConfig
from memlane.ingest.cues import Cue, cues_of, standing
from memlane.ingest.frames import frame_of
from update_helpers import said

CHATTER = ("I'm really into sudoku lately.", "I watched three episodes of that cooking show last night.",
           "I've been trying to sleep more.", "Our street is being dug up for new cables.")  # fmt: skip


def _first_of(tmp_path, embedder, turns: list[tuple[str, str]], question: str, *, consistency: bool = False) -> str:
    """Which of the two turns that are not small talk a present question puts first ("old",
    "new", or the text of another fact). ``turns``: (speaker, text) of the old and new
    statement; small talk of the first speaker comes before, between and after them."""
    (who, old), (reporter, new) = turns
    c = CHATTER
    played = [(who, c[0]), (who, c[1]), (who, old), (who, c[0]), (who, c[2]), (who, c[3]), (reporter, new), (who, c[1])]
    config = MemoryConfig(ingest=IngestConfig(consistency=consistency))
    with Memory(tmp_path, embedder=embedder, config=config) as memory:
        ids = said(memory, "p", *((speaker, text, 10 * i) for i, (speaker, text) in enumerate(played)))
        first = memory.recall(question, profile="p").items[0].fact
        return {ids[2]: "old", ids[6]: "new"}.get(first.id, first.text)


def test_a_reported_change_with_a_value_of_the_same_kind_answers_the_present(tmp_path, embedder):
    # Its frame ("switched over to ... in ...") names no relation; Rotterdam ~ Utrecht does.
    turns = [("Lotte", "I'm studying history at Utrecht."), ("Daan", "I heard from Lotte that she switched over to economics in Rotterdam.")]
    assert _first_of(tmp_path, embedder, turns, "What does Lotte study?") == "new"


def test_a_change_of_another_relation_with_a_value_of_the_same_kind_does_not_take_over(tmp_path, embedder):
    # Amsterdam ~ Utrecht, but moving house is not changing course: the usual likeness decides.
    turns = [("Lotte", "I'm studying history at Utrecht."), ("Lotte", "I moved to Amsterdam last month, the rent is awful.")]
    assert _first_of(tmp_path, embedder, turns, "What does Lotte study?") == "old"


def test_a_corrected_email_address_replaces_the_wrong_one(tmp_path, embedder):
    turns = [("Kees", "My email is kees.v@postbox.nl if you need it."), ("Kees", "That address was wrong, it's kees.vd@postbox.nl.")]
    assert _first_of(tmp_path, embedder, turns, "What is Kees's email address?", consistency=True) == "new"


def test_only_this_nowadays_replaces_a_usual_choice(tmp_path, embedder):
    turns = [("Femke", "My go-to drink is a negroni."), ("Femke", "I only drink alcohol-free beer nowadays.")]
    assert _first_of(tmp_path, embedder, turns, "What does Femke drink?") == "new"


def test_hectic_work_is_no_new_job(tmp_path, embedder):
    turns = [("Joris", "I'm a radiographer at the clinic."), ("Joris", "Work has been hectic recently, I'm wiped out.")]
    assert _first_of(tmp_path, embedder, turns, "What is Joris's job?") == "old"


def test_contact_details_given_without_a_subject_are_the_speakers():
    corrected = frame_of("Sorry, that number was wrong, it's 0613 220 981.", "Kees")
    assert corrected is not None and corrected.subject == "Kees" and Cue.CORRECTION in corrected.cues
    assert corrected.clauses[0].values == {"0613220981"}
    assert frame_of("The office number is 020 555 1234.", "Kees") is None  # the office's, not his
    assert frame_of("His number is 020 555 1234.", "Kees") is None


def test_a_pet_handed_over_is_named_as_left_behind():
    given = frame_of("Sven handed Biscuit over to the shelter and adopted a rabbit.", "Ada")
    assert given is not None and given.subject == "Sven" and "biscuit" in given.clauses[0].dropped
    lift = frame_of("I gave Marta a lift home.", "Ada")  # Marta is who got the lift, not an old value
    assert lift is not None and not lift.clauses[0].dropped


def test_hiring_a_van_is_an_episode_and_being_hired_a_change():
    assert not standing(cues_of("We hired a minibus for the stag weekend."))
    assert Cue.SHIFT not in cues_of("We hired a minibus for the stag weekend.")
    assert Cue.CHANGE in cues_of("They hired me at the print shop.")


def test_only_with_a_change_is_a_replacement_and_its_idioms_are_not():
    assert Cue.REPLACE in cues_of("I only eat rye bread these days.")
    assert Cue.REPLACE not in cues_of("Not only do I cycle these days, I swim too.")
    assert Cue.REPLACE not in cues_of("I only just started at the bakery.")
    assert Cue.REPLACE not in cues_of("I only eat rye bread.")  # no change said


def test_a_new_job_said_as_being_hired_answers_what_the_job_is(tmp_path, embedder):
    turns = [("Wouter", "My job is a tram driver, the shifts are long."), ("Wouter", "I got hired as a ferry deckhand, started on Monday.")]
    assert _first_of(tmp_path, embedder, turns, "What is Wouter's job?") == "new"


def test_went_and_a_state_is_a_change_and_went_somewhere_is_not():
    for said_ in ("I went keto in January.", "I went freelance after the layoffs."):
        assert Cue.SHIFT in cues_of(said_) and standing(cues_of(said_))
    for said_ in ("I went bowling on Friday.", "The launch went smoothly.", "We went home early."):
        assert Cue.CHANGE not in cues_of(said_)


def test_a_change_heard_from_someone_is_about_them():
    heard = frame_of("I heard from Lotte that she moved to Ghent.", "Daan")
    assert heard is not None and heard.subject == "Lotte" and not heard.by_speaker


def test_what_someone_found_out_is_a_present_statement_about_them():
    found = frame_of("Sanne found out she is allergic to kiwi, not peanuts.", "Omar")
    assert found is not None and found.subject == "Sanne" and found.states
    assert Cue.PAST_EVENT not in found.cues and Cue.NEGATION in found.cues
