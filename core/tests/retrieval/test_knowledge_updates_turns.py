"""Wordings that reach past one clause: a correction said in another sentence of the same turn,
a question asked mid-turn, a plan in a clause of its own, stand-ins and stays that are
episodes, a relative's name followed by "'s" (has), an emoji that ends a sentence, small talk
that repeats the person's name."""

from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.pronouns import attribute
from memlane.ingest.segment import split_sentences
from update_helpers import edges, said


def test_a_correction_said_in_another_sentence_of_the_turn_corrects_the_value(tmp_path, embedder):
    old = "I pay 95 euros a month for the gym, total rip-off."
    new = "Looked at my statement properly, it's 65 euros, not 95. No idea why, I must have misremembered."
    with Memory(tmp_path, embedder=embedder) as memory:
        first_old, first_new = said(memory, "p", ("Oz", old, 0), ("Oz", "The tram was late twice this week.", 5), ("Oz", new, 20))[::2]
        assert (first_new, first_old) in edges(memory, "p")
        assert memory.recall("How much does Oz pay for the gym?", profile="p").items[0].fact.id == first_new
    # Without "not 95" the sentence alone names no correction: the turn's other sentence does.
    alone = frame_of("Looked at my statement properly, it's 65 euros.", "Oz", known=frozenset({"oz"}))
    assert alone is None or not any("65" in c.values for c in alone.clauses)


def test_a_question_inside_a_turn_states_nothing():
    frame = frame_of("wait, did I say Tuesday for the dentist? it's Wednesday at 3.", "Oz", known=frozenset({"oz"}))
    assert frame is not None and frame.subject == "Oz"
    assert all("did" not in c.frame.split() for c in frame.clauses)
    assert frame.cues & Cue.CORRECTION and any("3" in c.values for c in frame.clauses)


def test_a_plan_in_a_clause_of_its_own_leaves_the_rest_standing():
    mixed = frame_of("My mobile is on Three now, I might go back to EE in a year.", "Oz", known=frozenset({"oz", "three", "ee"}))
    assert mixed is not None and mixed.states
    assert [bool(c.cues & Cue.PLAN) for c in mixed.clauses] == [False, True]
    for hedged in ("I'm moving to Cork, maybe.", "Moving to Cork next spring, we'll see."):
        frame = frame_of(hedged, "Oz", known=frozenset({"oz", "cork"}))
        assert frame is not None and not frame.states


def test_a_stand_in_or_a_stay_is_an_episode():
    for text in (
        "Sanne is covering for my manager while she's on leave.",
        "I'm staying with my brother in Ghent for now.",
        "Borrowing my dad's van this week.",
        "The laptop is in for repairs, so I'm on the old one.",
        "Ring the landline until I'm back.",
    ):
        assert cues_of(text) & Cue.EPISODE, text
    assert not cues_of("Team lead as of this month, still pinching myself.") & Cue.EPISODE


def test_a_relative_named_before_an_apostrophe_s_is_that_relative():
    frame = frame_of("My husband Joost's started cycling to work.", "Eva", known=frozenset({"joost", "eva"}))
    assert frame is not None and frame.subject == "Joost" and not frame.clauses[0].values


def test_lower_case_chat_that_drops_the_i_is_the_speakers_and_a_later_clause_continues_its_subject():
    frame = frame_of("ditched the choir last spring, too many rehearsals.", "Oz", known=frozenset({"oz"}))
    assert frame is not None and frame.subject == "Oz" and frame.cues & Cue.REPLACE
    sold = frame_of("Ana sold her car, bought a bike.", "Oz", known=frozenset({"ana", "oz"}))
    assert sold is not None and sold.subject == "Ana"


def test_a_topic_named_first_is_the_subject_of_the_pronoun_after_it():
    frame = frame_of("news on Pita: he moved to Nuku'alofa in May!", "Oz", known=frozenset({"pita", "nuku'alofa", "oz"}))
    assert frame is not None and frame.subject == "Pita" and frame.cues & Cue.REPLACE
    assert cues_of("I had to give up tennis after the shoulder op.") & Cue.REPLACE


def test_mine_and_am_i_are_rewritten_to_the_speaker():
    assert attribute("Mine's the blue one, am I right?", "Oz") == "Oz's is the blue one, is Oz right?"


def test_a_later_statement_that_ends_the_state_takes_over_without_a_new_value(tmp_path, embedder):
    old, new = "Yes I still smoke, ten a day, don't lecture me.", "a month without a single one!! stopped cold turkey when my gran got ill."
    with Memory(tmp_path, embedder=embedder) as memory:
        said(memory, "p", ("Oz", old, 0), ("Oz", "The tram was late twice this week.", 5), ("Oz", "Rain all weekend.", 9), ("Oz", new, 30))
        assert memory.recall("Does Oz smoke?", profile="p").items[0].fact.text.startswith("stopped cold turkey")


def test_a_state_named_without_my_is_the_speakers_and_a_name_before_a_noun_is_no_subject():
    room = frame_of("the new lodger is Tomasz, quiet guy.", "Oz", known=frozenset({"tomasz", "oz"}))
    assert room is not None and room.subject == "Oz" and "tomasz" in room.clauses[0].values
    lesson = frame_of("Italian lessons are Mondays at 6 now.", "Oz", known=frozenset({"italian", "oz"}))
    assert lesson is not None and lesson.subject == "Oz"
    assert frame_of("the weather is grim again.", "Oz", known=frozenset({"oz"})) is None  # no name, no number: no state
    assert frame_of("Bruna is a paramedic now.", "Oz", known=frozenset({"bruna", "oz"})).subject == "Bruna"


def test_ending_things_with_someone_names_them_as_left_behind():
    frame = frame_of("Marco and I ended things in the summer, it's fine.", "Oz", known=frozenset({"marco", "oz"}))
    assert frame is not None and frame.subject == "Oz" and "marco" in frame.clauses[0].dropped
    assert frame.cues & Cue.REPLACE


def test_an_emoji_ends_a_sentence_in_chat():
    assert split_sentences("Jonas finally moved out 🙌 the new lodger is Femi, a bus driver.") == [
        "Jonas finally moved out 🙌", "the new lodger is Femi, a bus driver.",
    ]  # fmt: skip
    # a short cheer stays with its sentence, skin tone and all
    assert split_sentences("nice one 👍🏽 see you at the flat on Saturday") == ["nice one 👍🏽 see you at the flat on Saturday"]


def test_been_or_an_adverb_before_a_dropped_i_is_still_the_speakers():
    known = frozenset({"oz", "ilyas", "lidl"})
    dating = frame_of("been dating someone new since june, Ilyas, he's a chef.", "Oz", known=known)
    assert dating is not None and dating.subject == "Oz" and "ilyas" in dating.clauses[0].values
    job = frame_of("just started at Lidl, stock control.", "Oz", known=known)
    assert job is not None and job.subject == "Oz" and job.cues & Cue.SHIFT
    assert frame_of("been there, done that.", "Oz", known=known) is None


def test_the_one_statement_of_the_relation_outranks_small_talk_that_repeats_the_name(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Oz", "I swear I'm losing my mind, I can't find my keys again.", 0),
            ("Oz", "The tram was late twice this week.", 3), ("Oz", "I think I need a holiday, I really do.", 6),
            ("Oz", "Jonas finally moved out 🙌 the new lodger is Femi, a bus driver.", 20),
        )  # fmt: skip
        top = memory.recall("Who is Oz's lodger now?", profile="p").items[0]
        assert "Femi" in top.fact.text
