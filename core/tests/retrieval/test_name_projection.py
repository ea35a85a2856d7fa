"""The semantic channel searches off the names of the people a question asks about
(RecallConfig.name_projection): statements are stored with "I" rewritten to the speaker's name,
so without it a person's idle requests ("Give Oluchi a random word") sit closer to any question
naming them than the one statement that answers it."""

from memlane import Memory, MemoryConfig
from memlane.config import RecallConfig
from update_helpers import said

IDLE = [
    "Tell me a joke.", "I'm bored.", "Say something nice.", "What time is it?", "Set a timer for ten minutes.",
    "I heard that somewhere.", "Guess what I'm thinking.", "Flip a coin for me.", "I can't sleep.",
    "Give me a random word.", "That's not what I asked.", "Remind me to water the plants.", "Read me a poem.",
]  # fmt: skip
ANSWER = "The broadband at the flat comes from Zephyr Fibre, 500 meg and it never drops."
QUESTION = "Which internet company does Oluchi use?"


def _top(tmp_path, embedder, projection: bool) -> tuple[str, list[str]]:  # type: ignore[no-untyped-def]
    config = MemoryConfig(recall=RecallConfig(name_projection=projection))
    with Memory(tmp_path / str(projection), embedder=embedder, config=config) as memory:
        answer = said(memory, "p", *[("Oluchi", text, i) for i, text in enumerate(IDLE)], ("Oluchi", ANSWER, 30))[-1]
        result = memory.recall(QUESTION, profile="p")
        semantic = sorted((i for i in result.items if "semantic" in i.channels), key=lambda i: -i.channels["semantic"].score)
        return answer, [i.fact.id for i in semantic]


def test_the_answer_leads_the_dense_search_off_the_persons_name(tmp_path, embedder):
    answer, semantic = _top(tmp_path, embedder, True)
    assert semantic[0] == answer


def test_on_the_name_idle_lines_crowd_it_out(tmp_path, embedder):
    # the comparison the setting exists for: with the name left in, idle lines rank above it
    answer, semantic = _top(tmp_path, embedder, False)
    assert answer not in semantic[:1]
