"""Who "I" is when the profile also holds the assistant's turns (issue 12, twenty-first
session): the assistant says "me" in every other line ("Tell me more!"), yet a user's "Where do
I work now?" is never the assistant's question; and the only person in a profile asks, however
little they said of themselves in the first person."""

from datetime import UTC, datetime, timedelta

from memlane import Memory

T0 = datetime(2024, 1, 1, tzinfo=UTC)
SMALL_TALK = ("The weather has been awful all week.", "Made a big pot of soup on Sunday.", "The cat knocked over a plant again.",
              "Tried a new running route by the river.", "Finished reading a thriller last night.")  # fmt: skip


def _chat(memory: Memory, assistant: dict[str, str] | None, *, first: str, last: str) -> None:
    turns = [first, *SMALL_TALK, last]
    for day, text in enumerate(turns):
        at = T0 + timedelta(days=10 * day)
        memory.remember(text, profile="p", speaker="Maren", role="user", observed_at=at, session_id=f"d{day}")
        if assistant is not None:
            memory.remember("That sounds good, tell me more!", profile="p", **assistant, observed_at=at + timedelta(minutes=1), session_id=f"d{day}")


def test_the_assistants_turns_do_not_make_it_the_asker(tmp_path, embedder):
    for n, assistant in enumerate(({"speaker": "Assistant"}, {"speaker": "Nova", "role": "assistant"})):
        with Memory(tmp_path / str(n), embedder=embedder) as memory:
            _chat(memory, assistant, first="I work at Quellmore as a software tester.", last="Big news: I left Quellmore and joined Brightwave as a QA lead.")
            for question in ("Where do I work now?", "Remind me who my employer is"):
                top = memory.recall(question, profile="p", limit=3).items[0].fact
                assert "Brightwave" in top.text, (assistant, question, top.text)


def test_the_only_person_asks_though_they_rarely_say_i(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        _chat(memory, {"speaker": "Assistant"}, first="I live in Torvane.", last="Moved to Brisbury last month, loving the quiet.")
        result = memory.recall("Where do I live now?", profile="p", limit=3)
    assert "Brisbury" in result.items[0].fact.text
