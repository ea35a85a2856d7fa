"""Numbers as values: an amount with a thousands comma or a currency sign is one value, and a
correction may name only the last digits of the number it corrects."""

from memlane import Memory
from memlane.ingest.frames import frame_of
from update_helpers import edges, said


def _values(text: str, speaker: str = "Oren") -> set[str]:
    frame = frame_of(text, speaker, frozenset({speaker.casefold()}))
    assert frame is not None, text
    return {v for c in frame.clauses for v in c.values}


def test_an_amount_is_one_value_with_its_comma_and_currency():
    assert "2450" in _values("My rent is €2,450 a month, paid on the 1st.")
    assert "2450" not in _values("We've got 2, 4 and 50 of them left.")


def test_a_correction_of_an_amount_replaces_it(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        old, new = said(
            memory, "p", ("Oren", "The mortgage is $2,450 a month, straight out of the joint account.", 0),
            ("Oren", "Sorry, I got that wrong: the mortgage is $2,540 a month, not $2,450.", 6),
        )  # fmt: skip
        assert (new, old) in edges(memory, "p")


def test_a_correction_naming_the_last_digits_replaces_the_number(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        old, new = said(
            memory, "p", ("Oren", "My new landline is 020 7946 0183, the old one is gone.", 0),
            ("Oren", "Typo in that, sorry: it's 020 7946 0138, not 0183.", 2),
        )  # fmt: skip
        assert (new, old) in edges(memory, "p")
