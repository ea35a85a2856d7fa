"""Whom a statement is about when the turn names them loosely: a relative named once and later
only by the role ("my sister Ilse" ... "my sister has moved"), someone whose relative the
speaker met in an earlier sentence ("Met Kofi's dad ... he says he's left"), a report in a
clause of its own ("Priti rang, she's ..."), and a known name in lower-case chat."""

from memlane import Memory
from memlane.ingest.frames import frame_of
from memlane.ingest.kin import named_kin, pronoun_of
from update_helpers import edges, said, turn_facts


def test_a_relative_named_once_is_who_the_role_means_later(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        old, _, new = said(
            memory, "p", ("Lena", "My sister Ilse teaches chemistry at a Gymnasium in Kassel.", 0),
            ("Lena", "The heating broke again, third time this winter.", 4),
            ("Lena", "Big news: my sister has moved to Freiburg and teaches at a school there now.", 40),
        )  # fmt: skip
        assert "Ilse" in memory.get(new, profile="p").entities
        assert (new, old) in edges(memory, "p")
        assert memory.recall("Where does Ilse teach?", profile="p").items[0].fact.id == new


def test_the_role_means_the_relative_named_last_and_only_one_person():
    assert named_kin("Lena's sister, Ilse, teaches chemistry.", "Lena") == [("sister", "Ilse")]
    assert named_kin("Lena's manager is called Bodo Kranz now.", "Lena") == [("manager", "Bodo Kranz")]
    assert named_kin("Lena's friend Ute came round.", "Lena") == []  # one friend of many
    assert named_kin("Lena's sister Ilse called.", "Ute") == []  # someone else's sister
    assert pronoun_of("wife") == "she" and pronoun_of("brother") == "he" and pronoun_of("partner") is None


def test_someone_whose_relative_the_speaker_met_earlier_in_the_turn(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        old = said(
            memory, "p", ("Kofi", "I drive for DHL, mostly the airport run.", 0), ("Bea", "The heating broke again.", 5),
            ("Bea", "Met Kofi's mum at the market on Saturday, we had tea. She says he's left DHL and drives a bus for First now.", 30),
        )[0]  # fmt: skip
        top = memory.recall("Who does Kofi drive for now?", profile="p").items[0]
        assert "First" in top.fact.text and "Kofi" in top.fact.entities
        assert (top.fact.id, old) in edges(memory, "p")


def test_the_relatives_own_news_stays_theirs():
    known = frozenset({"kofi", "oz", "leeds"})
    theirs = frame_of("She says she's moved to Leeds.", "Oz", known=known, earlier="Met Kofi's mum at the market.")
    assert theirs is None  # the mum, whom no name says
    his = frame_of("She says he's moved to Leeds.", "Oz", known=known, earlier="Met Kofi's mum at the market.")
    assert his is not None and his.subject == "Kofi"
    unknown = frame_of("They say he's moved to Leeds.", "Oz", known=known, earlier="Met Kofi's partner at the market.")
    assert unknown is None  # a partner's pronoun says nothing of who "he" is


def test_a_report_in_a_clause_of_its_own_and_a_known_name_in_lower_case():
    known = frozenset({"priti", "oz", "york"})
    rang = frame_of("Priti rang, she's got a flat in York now", "Oz", known=known)
    assert rang is not None and rang.subject == "Priti" and "york" in rang.clauses[0].values
    lower = frame_of("priti texted me, she's got a flat in York now", "Oz", known=known)
    assert lower is not None and lower.subject == "Priti"
    assert frame_of("apple said it's opening in York", "Oz", known=frozenset({"oz", "york"})) is None  # no one known


def test_erasing_a_person_erases_the_aliases_that_name_them(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(memory, "p", ("Lena", "My sister Ilse teaches chemistry in Kassel.", 0), ("Bea", "Ilse runs the chess club on Fridays.", 3))
        receipt = memory.erase("Lena", profile="p")
        assert receipt.all_erased or receipt.proofs["graph"]["held"]
        assert receipt.proofs["graph"]["checks"]["possessive_aliases"] == 0
        memory._engine.close_stores()  # flush everything to the file
        try:
            raw = b"".join(p.read_bytes() for p in tmp_path.rglob("memlane.db*") if p.is_file())
            assert b"lena's sister" not in raw.lower() and b"Ilse" in raw
        finally:
            memory._engine.reopen_stores()


def test_he_or_she_opening_a_sentence_is_whom_the_sentence_before_named():
    known = frozenset({"oz", "biscuit"})
    after = "Tamsin had to give up the allotment in the end, her back. "
    frame = frame_of("She's got a window box now, herbs mostly, and a cat called Biscuit.", "Oz", known=known, earlier=after)
    assert frame is not None and frame.subject == "Tamsin"
    # past a sentence about a group, not past the speaker's own
    assert frame_of("He starts at Ories next week.", "Oz", known=known, earlier="Tane's signed. Wellington are gutted. ").subject == "Tane"
    assert frame_of("She loves it there.", "Oz", known=known, earlier="Tamsin rang. I moved to Derry. ") is None


def test_a_pronoun_after_an_unnamed_relative_means_that_relative():
    known = frozenset({"folake", "abuja"})
    frame = frame_of("She's moved to Abuja to be near the grandkids.", "Folake", known=known, earlier="My aunt called this morning. ")
    assert frame is not None and frame.subject == "Folake" and frame.qualifier == "aunt"
    # "she" is no brother
    other = frame_of("She's moved to Abuja to be near the grandkids.", "Folake", known=known, earlier="My brother called this morning. ")
    assert other is None or other.qualifier != "brother"


def test_the_relative_named_before_is_who_the_pronoun_means_at_store_time(tmp_path, embedder):
    # the relative is named in one turn, and in a later one only as "my aunt" and "she"; the
    # sentence before the pronoun opens its turn (nothing else of the turn precedes it)
    with Memory(tmp_path, embedder=embedder) as memory:
        old, _ = said(
            memory, "p", ("Bisi", "My aunt Folake lives in Ibadan, in the old family house by the market.", 0),
            ("Bisi", "The printer is out of cyan again.", 6),
        )  # fmt: skip
        new = turn_facts(memory, "p", "Bisi", "My aunt called this morning. She's moved to Abuja to be near the grandkids.", 50)[-1]
        result = memory.recall("Where does Folake live now?", profile="p")
        ids = [i.fact.id for i in result.items]
        assert ids.index(new) < ids.index(old)
        assert (new, old) in edges(memory, "p")


def test_a_pronoun_after_the_first_sentence_of_a_turn_means_the_name_it_opens_with(tmp_path, embedder):
    # the lexical context starts with the speaker and the date: they are no part of the turn
    # before the sentence ("Bisi 19 February 2024 Monday Tobi called ..." opens with no name)
    with Memory(tmp_path, embedder=embedder) as memory:
        old = said(memory, "p", ("Bisi", "Tobi lives in Leeds, near the university.", 0))[0]
        new = turn_facts(memory, "p", "Bisi", "Tobi called this morning. He lives in York now, near the minster.", 40)[-1]
        assert (new, old) in edges(memory, "p")

