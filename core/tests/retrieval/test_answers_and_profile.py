"""Answer expansion, question demotion and profile lookup on a small hand-made conversation
with known answers. Lexical only, so what each stage adds is visible."""

from datetime import UTC, datetime, timedelta

import pytest
from memlane import Memory, MemoryConfig, RecallConfig
from memlane.recall.adjust import is_question

LEXICAL = {"lexical": 1.0, "semantic": 0.0, "temporal": 0.0, "entity_graph": 0.0, "hopfield": 0.0, "spreading": 0.0}
OFF = dict(answer_factor=0.0, question_factor=1.0, profile_prior=0.0)
T0 = datetime(2024, 5, 4, 9, tzinfo=UTC)

TURNS = [
    ("Bruno", "s1", "How often do the kids go to the park with you?"),
    ("Alma", "s1", "A few times a week, they love running around the big lawn."),
    ("Bruno", "s1", "My brother repairs old bicycles in Lisbon."),
    ("Alma", "s2", "I enjoy painting seascapes at dawn."),
    ("Bruno", "s2", "Everyone enjoys painting seascapes, I think."),
    ("Alma", "s2", "Do you still like hiking in the Alps?"),
    ("Bruno", "s2", "I still like hiking in the Alps every summer."),
]


def config(**recall):
    # No access tracking: each recall would otherwise change the recency of what it returned.
    settings = dict(channel_weights=LEXICAL, scene_expansion=False, bridge=False, channel_diversity=False, boosters={}, track_access=False)
    return MemoryConfig(recall=RecallConfig(**{**settings, **recall}))


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory, embedder):
    root = tmp_path_factory.mktemp("answers")
    with Memory(root, embedder=embedder) as mem:
        for minute, (speaker, session, text) in enumerate(TURNS):
            mem.remember(text, speaker=speaker, session_id=session, observed_at=T0 + timedelta(minutes=minute))
    return root


def recall(data_dir, embedder, query, **recall_config):
    with Memory(data_dir, embedder=embedder, config=config(**recall_config)) as mem:
        return mem.recall(query, limit=10)


def by_text(result, fragment):
    return next((i for i in result if fragment in i.fact.text), None)


def test_is_question():
    assert is_question("Do you still like hiking?  ")
    assert not is_question("I asked whether he likes hiking.")


def test_answer_expansion_follows_a_matched_question_to_its_reply(data_dir, embedder):
    query = "How often do the kids go to the park?"
    plain = recall(data_dir, embedder, query, **OFF)
    assert by_text(plain, "few times a week") is None  # shares no word with the query
    expanded = recall(data_dir, embedder, query, **{**OFF, "answer_factor": 1.2})
    reply, question = by_text(expanded, "few times a week"), by_text(expanded, "go to the park")
    assert reply is not None and "answer" in reply.notes
    # 1.2 × the question's fused score, then the same post-fusion adjustments as every fact.
    assert reply.score > question.score
    assert list(expanded).index(reply) < list(expanded).index(question)


def test_answer_expansion_only_follows_questions(data_dir, embedder):
    # The bicycle turn is a statement: the turn after it is not pulled in as its answer.
    result = recall(data_dir, embedder, "bicycles Lisbon", answer_factor=1.2)
    assert [i.fact.text for i in result if "answer" in i.notes] == []


def test_question_demotion_ranks_the_statement_first(data_dir, embedder):
    query = "hiking in the Alps"
    plain = recall(data_dir, embedder, query, **OFF)
    demoted = recall(data_dir, embedder, query, **{**OFF, "question_factor": 0.5})
    asked, said = by_text(demoted, "Do you still like"), by_text(demoted, "every summer")
    assert asked.score == pytest.approx(0.5 * by_text(plain, "Do you still like").score)
    assert said.score == pytest.approx(by_text(plain, "every summer").score)
    assert list(demoted).index(said) < list(demoted).index(asked)


def test_profile_lookup_prefers_what_the_named_person_said(data_dir, embedder):
    query = "Does Alma enjoy painting seascapes?"
    plain = recall(data_dir, embedder, query, **OFF)
    boosted = recall(data_dir, embedder, query, **{**OFF, "profile_prior": 1.0})
    hers = [i for i in boosted if i.fact.speaker == "Alma"]
    others = [i for i in boosted if i.fact.speaker != "Alma"]
    assert hers and others
    for item in hers:
        assert "profile" in item.notes
        assert item.score == pytest.approx(2.0 * next(p.score for p in plain if p.fact.id == item.fact.id))
    for item in others:
        assert "profile" not in item.notes
        assert item.score == pytest.approx(next(p.score for p in plain if p.fact.id == item.fact.id))
    assert boosted.items[0].fact.speaker == "Alma"


def test_profile_lookup_needs_a_named_person(data_dir, embedder):
    result = recall(data_dir, embedder, "painting seascapes", profile_prior=1.0)
    assert result.items and not any("profile" in i.notes for i in result)


def test_profile_lookup_keys_speakers_like_aliases(tmp_path, embedder):
    # A curly apostrophe and doubled space in the speaker name still match the entity's alias.
    with Memory(tmp_path, embedder=embedder, config=config(**{**OFF, "profile_prior": 1.0})) as mem:
        mem.remember("I restore old sailing boats in my garage.", speaker="Ciarán  O’Brien", observed_at=T0)
        mem.remember("Old sailing boats are a lot of work to restore.", speaker="Ines", observed_at=T0)
        result = mem.recall("What does Ciarán O'Brien restore?", limit=10)
    assert result.explanation["entities"]
    assert [i.fact.speaker for i in result if "profile" in i.notes] == ["Ciarán  O’Brien"]
