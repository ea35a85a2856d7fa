"""Later-change expansion (recall/expansion.py): what the subject of a top hit said afterwards
that ends or replaces something is found for a present question though it shares no word with
it, and store time drew no edge; an addition or a bare "not" is not."""

from memlane import IngestConfig, Memory, MemoryConfig
from memlane.recall.expansion import LATER_CHANGE
from update_helpers import edges, said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def test_a_later_change_that_shares_no_word_with_the_question_answers_it(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Tove", "I'm studying veterinary medicine at Uppsala, year three now.", 0),
            ("Bea", "The heating broke again, third time this winter.", 3),
            ("Tove", "Did a crossword streak of twelve days, somebody stop me.", 5),
        )  # fmt: skip
        switched = said(memory, "p", ("Bea", "Tove switched to the marine biology course, the vet stuff was too much for her.", 40))[0]
        assert edges(memory, "p") == []
        result = memory.recall("What is Tove studying now?", profile="p")
        assert result.items[0].fact.id == switched
        assert LATER_CHANGE in result.items[0].notes
        # a question about the past is not widened
        past = memory.recall("What did Tove study before?", profile="p")
        assert all(LATER_CHANGE not in item.notes for item in past.items)


def test_an_addition_is_no_later_change(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Tove", "I'm studying veterinary medicine at Uppsala, year three now.", 0),
            ("Bea", "Tove also took up an evening pottery course, she loves it.", 30),
        )[0]  # fmt: skip
        result = memory.recall("What is Tove studying now?", profile="p")
        assert result.items[0].fact.id == first
        assert all(LATER_CHANGE not in item.notes for item in result.items)
