"""The word list that tells a capitalised common word from a name (ingest/dictionary.py): a
clause that opens with one is about no one of that name, and shouting names no one."""

from memlane.ingest.dictionary import is_common_word, unshout
from memlane.ingest.entities import extract_mentions
from memlane.ingest.frames import frame_of


def _surfaces(text: str, people: frozenset[str] = frozenset()) -> set[str]:
    return {m.surface for m in extract_mentions(text, people=people)}


def _subject(text: str, speaker: str = "Wen") -> str | None:
    # every mention of the sentence is "known", as the store links them to the fact
    known = frozenset({m.surface.casefold() for m in extract_mentions(text)} | {speaker.casefold()})
    frame = frame_of(text, speaker, known)
    return frame.subject if frame else None


def test_common_words_and_names():
    assert is_common_word("Pottery") and is_common_word("never") and is_common_word("Senior")
    assert not is_common_word("Grace") and not is_common_word("Oxford") and not is_common_word("Tamsin")
    assert not is_common_word("Ruby") and not is_common_word("Hope")  # given names the list spells in lower case


def test_a_clause_opening_with_a_common_word_is_about_no_one_of_that_name():
    assert _subject("Senior associate no more, they made me partner!") != "Senior"
    assert _subject("Pottery class every Thursday at the community hall.") != "Pottery"
    assert _subject("First night in the new flat tonight, surrounded by boxes.") != "First"
    assert _subject("Ruby moved to Cardiff in May.") == "Ruby"
    # names the word list also knows as obscure words: a verb after them says they are someone
    assert _subject("Malik moved to Leeds last spring.") == "Malik"
    assert _subject("Tara drives a Fiat Panda now.") == "Tara"
    assert _subject("Linden Lane closed its list after the merger.") == "Linden Lane"  # several capitalised words: a name


def test_shouting_is_no_name_but_an_acronym_is():
    assert unshout("Jonno FINALLY moved out") == "Jonno finally moved out"
    assert unshout("NASA and the NHS") == "NASA and the NHS"
    assert _surfaces("Jonno FINALLY moved out, back to his parents.") == {"Jonno"}
    assert _subject("Jonno FINALLY moved out, back to his parents.") == "Jonno"
    assert "HIBS" in _surfaces("Up the HIBS.")


def test_a_title_starts_another_name():
    # "me" rewritten to the speaker leaves two names side by side
    assert {"Imogen", "Mbeki"} <= _surfaces("The receptionist told Imogen Dr Mbeki's retired.", frozenset({"imogen"}))
