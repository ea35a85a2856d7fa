"""News of someone told over a group chat (issue 12, twenty-second session): a "he"/"she" that
opens a turn naming no one means whom the session's previous turns spoke of, or else whom the
latest statements of what it names were about; a reply with only the right value ("Spanish, not
Portuguese") corrects whom the session said the wrong one of; chat typed without apostrophes or
capitals ("hes on giffgaff now", "dagnys on earlies") names whom it names; a choice made ("went
with Nationwide in the end") holds, a hedge ("I think") leaves the sentence to whom it names,
"for now" is a stand-in, "No she's not" corrects; "X's a Brentford fan" and "her fella" are X's;
a comma splice opens a clause at a name and its negated auxiliary."""

import pytest
from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.dictionary import with_apostrophes
from memlane.ingest.frames import frame_of
from memlane.ingest.session import corrected_subject, session_subject
from update_helpers import edges, said, top_after


def test_the_person_the_previous_turns_spoke_of():
    chat = [("Brannagh", "Haha tell me everything"), ("Brannagh", "bumped into Ottoline outside the chemist"), ("Ceinwen", "oh how is she, still limping?")]
    assert session_subject(chat, "Brannagh") == ("Ottoline", False)
    assert session_subject([("Cyran", "Mum says Wendella ditched Halvard Bank for Quorra")], "Dagne").person == "Wendella"
    assert session_subject([("Cyran", "Anyone heard from Bertrand lately?")], "Dagne").person == "Bertrand"
    # never whom a speaker is; not past a relative spoken of or two people (and then no guess elsewhere)
    assert session_subject([("Ottoline", "Ottoline here, back from the dentist")], "Dagne") == (None, True)
    assert session_subject([("Cyran", "Wendella moved to Tarrow."), ("Cyran", "How is your mum?")], "Dagne") == (None, False)
    assert session_subject([("Cyran", "Bertrand moved. Ottoline stayed.")], "Dagne") == (None, False)


def test_a_turn_opening_with_she_is_about_whom_the_session_spoke_of():
    said_now = "She's left Quayside Dental though, she's at Harbour Row Dental now."
    frame = frame_of(said_now, "Brannagh", frozenset({"quayside dental", "harbour row dental"}), spoken_of="Ottoline")
    assert frame is not None and frame.subject == "Ottoline"
    assert any("harbour row dental" in clause.values for clause in frame.clauses)
    assert frame_of(said_now, "Brannagh", frozenset({"quayside dental", "harbour row dental"})) is None  # no one named
    # a name earlier in the turn comes first
    assert frame_of(said_now, "Brannagh", frozenset({"quayside dental", "harbour row dental", "wendella"}), earlier="Wendella rang.", spoken_of="Ottoline").subject == "Wendella"


def test_chat_without_apostrophes_or_capitals():
    assert with_apostrophes("hes not on it anymore, Shes fine, dont ring") == "he's not on it anymore, She's fine, don't ring"
    assert with_apostrophes("I feel ill, well, its fine") == "I feel ill, well, its fine"
    frame = frame_of("dagnys on earlies now so dont ring her after nine", "Zofrey", frozenset({"dagny"}))
    assert frame is not None and frame.subject == "Dagny"
    frame = frame_of("kits a brentford fan now apparently", "Zofrey", frozenset({"kit", "brentford"}))
    assert frame is not None and frame.subject == "Kit" and any("brentford" in clause.values for clause in frame.clauses)


def test_a_choice_made_holds():
    for text in ("She went with Quorra Bank in the end.", "He opted for Quorra Bank.", "They settled on Quorra Bank."):
        assert cues_of(text) & Cue.SHIFT, text
    for text in ("She went with Tom to the match.", "I chose the red one."):
        assert not cues_of(text) & Cue.CHANGE, text


def test_a_name_and_its_negated_auxiliary_after_a_comma_start_a_clause():
    frame = frame_of("She went with Quorra Bank in the end, Halvard wouldn't do the joint account.", "Dagne", frozenset({"quorra bank", "halvard"}), spoken_of="Wendella")
    assert frame is not None and frame.subject == "Wendella"
    assert sorted(frame.clauses[0].values) == ["quorra bank"]


def test_a_name_asked_after_or_owning_something_is_spoken_of():
    assert session_subject([("Avelin", "which vet is Tamsin with? need a recommendation")], "Clodagh").person == "Tamsin"
    assert session_subject([("Avelin", "has anyone got Casimiro's new number")], "Clodagh").person == "Casimiro"
    assert session_subject([("Avelin", "Did you see the match on Sunday?")], "Clodagh") == (None, True)


def test_a_reply_with_only_the_right_value_corrects_whom_the_session_said_it_of():
    for text in ("Hollin, not Portuguese, the job's in Valencia", "Plot 21 not 12, fat thumbs", "No, Hillsborough not Walker Athletic"):
        assert cues_of(text) & Cue.CORRECTION, text
    for text in ("tea, not coffee, please", "Fine, not great"):
        assert not cues_of(text) & Cue.CORRECTION, text
    chat = [("Harriet", "Tomasz is learning Portuguese for the Lisbon job"), ("Heloise", "I finally sorted the sock drawer")]
    assert corrected_subject(chat, "Portuguese") == "Tomasz"
    assert corrected_subject([("Ebenezer", "My plot is 12 at Hagg Lane")], "12") == "Ebenezer"
    assert corrected_subject(chat, "Italian") is None
    frame = frame_of("Spanish, not Portuguese, the job's in Valencia", "Heloise", frozenset({"tomasz", "portuguese", "spanish", "valencia"}), spoken_of="Tomasz")
    assert frame is not None and frame.subject == "Tomasz" and frame.cues & Cue.CORRECTION
    assert "portuguese" in frame.clauses[0].dropped


def test_a_denial_and_a_value_alone_correct():
    assert cues_of("No she's not, she's with Castlegate Dental.") & Cue.CORRECTION
    assert cues_of("No, that's not right, it's Tarrow") & Cue.CORRECTION
    assert not cues_of("no it doesn't matter") & Cue.CORRECTION
    frame = frame_of("Correction, Wednesday to Friday, I was reading last term's rota", "Ondrea")
    assert frame is not None and frame.subject == "Ondrea"
    assert frame.clauses[0].frame == "it is something" and frame.clauses[0].cues & Cue.CORRECTION


def test_her_fella_is_her_partner():
    frame = frame_of("Benedetta's fella is called Lorcan", "Vittoria", frozenset({"benedetta", "lorcan"}))
    assert frame is not None and frame.subject == "Benedetta" and "lorcan" in frame.clauses[0].values


def test_a_hedge_leaves_the_sentence_to_whom_it_names():
    for text in ("Ingrun's with that dentist above the Co-op I think", "I reckon Ingrun has left Halvard Bank"):
        frame = frame_of(text, "Ailbhe", frozenset({"ingrun", "co-op", "halvard bank"}))
        assert frame is not None and frame.subject == "Ingrun", text
    assert frame_of("I think I'll stay home tonight.", "Ailbhe").subject == "Ailbhe"


def test_for_now_is_a_stint_and_got_shot_of_an_ending():
    stint = cues_of("The pool is shut for repairs so I'm using the hotel pool for now")
    assert stint & Cue.EPISODE and not stint & Cue.SHIFT
    assert cues_of("I moved to Tarrow, for now I love it") & Cue.SHIFT
    assert cues_of("She's finally got shot of Halvard Bank!") & Cue.REPLACE


def test_still_the_same_value_beside_a_negation_confirms(tmp_path, embedder):
    turns = (
        ("Brennan", "Henrika is on Ovrin Energy", 0),
        ("Briony", "yeah henrikas still on ovrin energy she said in the group shes not moving till the fix ends", 16),
    )
    with Memory(tmp_path, embedder=embedder) as memory:
        said(memory, "p", *turns)
        assert edges(memory, "p") == []


# (turns as (speaker, text, day), the present question, what its first answer names)
END_TO_END = {
    "a_change_told_with_she_after_the_person_was_asked_after": (
        (
            ("Brannagh", "Ottoline still goes to Quayside Dental, the one with the fish tank in the waiting room.", 0),
            ("Ceinwen", "The fog was so thick you couldn't see the end of the road.", 5),
            ("Brannagh", "bumped into Ottoline outside the chemist", 20),
            ("Ceinwen", "oh how is she, still limping?", 20),
            ("Brannagh", "She's fine. She's left Quayside Dental though, she's at Harbour Row Dental now, they do evening appointments.", 20),
        ),
        "which dentist does Ottoline go to now?", "Harbour Row",
    ),
    "she_with_no_one_named_in_the_session_is_whom_the_value_was_said_of": (
        (
            ("Corwen", "Ysolde banks with Halvard Bank, has done since her first paper round", 0),
            ("Cressan", "A pigeon walked into the kitchen on Tuesday, send help", 1),
            ("Corwen", "Grandad learnt how to send voice notes at lunch", 60),
            ("Cressan", "shes not with halvard bank anymore, shes with Quorra Bank now, salary and everything", 60),
        ),
        "Who does Ysolde bank with now?", "Quorra",
    ),
    "another_member_corrects_with_only_the_value": (
        (
            ("Harriet", "Tomasz is learning Portuguese for the Lisbon job", 1),
            ("Heloise", "I finally sorted the sock drawer at teatime, honestly", 1),
            ("Heloise", "Spanish, not Portuguese, the job's in Valencia, he told me twice", 1),
        ),
        "Which language is Tomasz learning?", "Spanish",
    ),
    "a_name_typed_without_capital_or_apostrophe": (
        (
            ("Zofrey", "Dagny's on nights at the hospital", 0),
            ("Ysmay", "The fireworks went on till midnight, what a week", 10),
            ("Ysmay", "dagnys on earlies now so dont ring her after nine", 30),
        ),
        "what shifts is Dagny on now?", "earlies",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_the_new_statement_answers_first(case, tmp_path, embedder):
    turns, question, wanted = END_TO_END[case]
    assert wanted in top_after(tmp_path, embedder, turns, question)
