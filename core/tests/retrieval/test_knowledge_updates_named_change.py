"""A later turn that names what was said and says it changed (issue 12, fifteenth session):
the asked person's later turn naming a word of the best-found statement, with a change cue in
one of its sentences, answers a present question, read as said with no frame needed; not when
the turn adds ("also"), is a dated happening, or is framed about someone else. A modal question
("Can I catch ...?", "Should I ring ...?") and "today" / "tonight" ask about the present;
"we're done", "X and I are over" and "... no more" after an emoji end something; so do
"handed my notice in at ...", "haven't touched one since ..." and "since the move to ...". A
name ending in "-ed" that opens a sentence with a possessive ("Mildred's address is ...") is
a name, not a past verb; the same teller's later news of that person answers too."""

from datetime import UTC, datetime

from memlane import Memory, MemoryConfig
from memlane.config import IngestConfig, RecallConfig
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.entities import extract_mentions
from memlane.ingest.temporal import find_time_refs
from memlane.recall.state_mode import state_mode
from update_helpers import said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


NAMED = "later, names what the best-found statement said, and says it changed"


def _texts(memory: Memory, question: str) -> list[str]:
    return [item.fact.text for item in memory.recall(question, profile="p", limit=5).items]


def _named(memory: Memory, question: str) -> list[str]:
    """The texts this rule lifted."""
    return [item.fact.text for item in memory.recall(question, profile="p", limit=5).items if NAMED in item.notes]


def test_a_couple_done_or_a_title_no_more_answers(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Cressida", "Tobiah and I have been together nearly a year, he's lovely.", 0),
            ("Cressida", "any good films out?", 4),
            ("Cressida", "ok so me n tobiah are done. seeing someone from the climbing gym now, early days", 60),
        )  # fmt: skip
        assert "together nearly a year" not in _texts(memory, "Who is Cressida seeing now?")[0]
    with Memory(tmp_path / "b", embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Anwen", "I'm a junior designer at Fenwick Studio, mostly packaging.", 0),
            ("Anwen", "rain again", 3),
            ("Anwen", "PROMOTED!!! Art director from Monday. Junior designer no more \U0001f973", 70),
        )  # fmt: skip
        assert "Fenwick Studio" not in _texts(memory, "What's Anwen's job title now?")[0]


def test_the_whole_later_turn_is_read_clause_by_clause(tmp_path, embedder):
    # the sentence naming the old value is not among the hits; the turn it was said in is read
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Wystan", "I'm a porter at Kelderby General, so it's shifts and sore feet.", 0),
            ("Wystan", "What's a good stretch for calves?", 9),
            ("Wystan", "Well, I handed my notice in at Kelderby in the end. I start at the garden centre on Monday as a plant buyer, and I can't wait.", 120),
        )  # fmt: skip
        assert "Kelderby General" not in _texts(memory, "Where does Wystan work?")[0]
    # someone else's clause in the same sentence as the speaker's own change
    with Memory(tmp_path / "b", embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Berenice", "I swim at Aquadome on Tuesdays and Thursdays before work.", 0),
            ("Berenice", "Is oat milk any good in tea?", 6),
            ("Berenice", "Busy week: my brother's moving in on Saturday, and I've cancelled Aquadome - I'm at the lido on Fern Road now, open air and cheaper.", 50),
        )  # fmt: skip
        assert "Aquadome on Tuesdays" not in _texts(memory, "Where does Berenice swim?")[0]


def test_the_same_tellers_later_news_of_someone_answers(tmp_path, embedder):
    assert "Mildred" in [m.surface for m in extract_mentions("Mildred's address is 4 Orchard Row, Kendal.")]
    assert [m.surface for m in extract_mentions("Moved to Kendal in May.")] == ["Kendal"]  # a past verb still is none
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Philippa", "Mildred's address is 4 Orchard Row, Kendal, for the Christmas card list.", 0),
            ("Philippa", "Could you suggest a soup for a cold day?", 7),
            ("Philippa", "Mildred's nephew says she has moved into sheltered housing, so her cards go to Flat 2, Beckside Court now.", 90),
        )  # fmt: skip
        assert "Beckside" in _texts(memory, "What's Mildred's address these days?")[0]


def test_someone_elses_change_in_the_later_turn_moves_nothing(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Leocadia", "I drive a battered Volvo 240, it refuses to die.", 0),
            ("Leocadia", "my uncle finally sold his Volvo and bought a Kia. I'm the last Volvo driver in the family now", 40),
        )  # fmt: skip
        assert "Kia" not in _texts(memory, "What does Leocadia drive?")[0]  # her uncle's new car is not hers


def test_a_corrected_day_named_in_the_plural_answers(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Perpetua", "put pottery class in my diary every thursday at six please", 0),
            ("Perpetua", "hang on, its fridays not thursdays for pottery, sorry", 1),
        )  # fmt: skip
        assert "fridays" in _texts(memory, "What day is Perpetua's pottery class?")[0].casefold()  # (a lower-case message gets its day names capitalised)
    # the switch the ablation uses: off, the earlier statement stays first
    off = MemoryConfig(ingest=IngestConfig(consistency=False), recall=RecallConfig(state_named_change=False))
    with Memory(tmp_path / "off", embedder=embedder, config=off) as memory:
        said(
            memory, "p", ("Perpetua", "put pottery class in my diary every thursday at six please", 0),
            ("Perpetua", "hang on, its fridays not thursdays for pottery, sorry", 1),
        )  # fmt: skip
        assert "thursday at six" in _texts(memory, "What day is Perpetua's pottery class?")[0].casefold()


def test_an_added_value_or_a_dated_episode_moves_nothing(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Ysolde", "I'm allergic to shellfish, so no prawns for me please.", 0),
            ("Ysolde", "Turns out I'm also allergic to kiwi. So shellfish and kiwi now, brilliant.", 20),
        )  # fmt: skip
        assert _named(memory, "What is Ysolde allergic to?") == []
    with Memory(tmp_path / "b", embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Gervase", "My dentist is Dr Oyelaran at the Millbrook practice.", 0),
            ("Gervase", "Dr Oyelaran left early yesterday for a conference.", 30),
        )  # fmt: skip
        assert _named(memory, "Who is Gervase's dentist?") == []


def test_a_later_turn_about_someone_else_moves_nothing(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Lowenna", "I work as a welder at Carrick Fabrication.", 0),
            ("Lowenna", "My cousin Tamsin quit Carrick Fabrication and moved to a boatyard.", 30),
        )  # fmt: skip
        assert _named(memory, "Where does Lowenna work?") == []
        assert "welder" in _texts(memory, "Where does Lowenna work?")[0]


def test_modal_questions_and_the_time_of_asking_are_about_the_present():
    assert state_mode("Can I catch Wilhelmina at the pool in the mornings?").kind == "present"
    assert state_mode("Should I ring Dr Abernethy about Jory's knee?").kind == "present"
    base = datetime(2024, 5, 1, 12, tzinfo=UTC)
    for question in ("Where's Jory working tonight?", "Which gym is Jory at today?"):
        refs = find_time_refs(question, base)
        assert refs and state_mode(question, refs).kind == "present", question  # the time of asking
    refs = find_time_refs("Where was Jory working in March?", base)
    assert state_mode("Where was Jory working in March?", refs).kind == "as_of"  # a named time still is one


def test_couples_ending_and_no_more_before_an_emoji_are_changes():
    for text in ("me and Dashiell are done, honestly it's fine", "Ffion and I are over.", "we're finished.", "Head chef no more 🎉"):
        assert cues_of(text) & Cue.SHIFT, text
    for text in (
        "Handed my notice in at the bakery.", "Haven't touched one since the new year.", "My walk to work is five minutes since the move to Ludlow.",
    ):  # fmt: skip
        assert cues_of(text) & Cue.SHIFT, text
    for text in ("we're done for today", "Mum and Dad are over the moon", "the exams are over."):
        assert not cues_of(text) & Cue.SHIFT, text
