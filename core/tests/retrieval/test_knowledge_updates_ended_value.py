"""Ended-value expansion (recall/ended.py): a later statement that says what a person's earlier
statement named has ended ("Priyesh retired in March") answers a present question about that
person though it shares no relation wording with the earlier one; an episode ("left early
yesterday") or a remark that names the value without ending it is no change."""

from memlane import IngestConfig, Memory, MemoryConfig
from memlane.ingest.endings import BY_SOMEONE, ITSELF, ended
from memlane.recall.ended import ENDED, ENDED_VALUE
from update_helpers import said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def test_the_value_as_the_subject_or_object_of_an_ending():
    assert ended("Priyesh retired in March, so Dana does my books now.", "Priyesh")
    assert ended("the Fiesta finally died on the M6", "Fiesta")
    assert ended("Harbourside's shut for good, the whole branch", "Harbourside")
    assert ended("I cancelled Gymbox after the price went up", "Gymbox")
    assert ended("we had to put Pepper down in the spring", "Pepper")
    assert ended("never going near Quickfit again, they scratched the alloys", "Quickfit")
    assert ended("Okonkwo's moved to the Leeds office", "Mrs Okonkwo")  # a name by its distinctive word
    assert ended("OSCAR HAS LEFT, can you believe it", "Oscar")  # shouting
    assert ended("we moved the bug tracking to Planbase, Docketly is read-only since Monday", "Docketly")  # a tool retired
    assert ended("FYI the Harbourside portal has been decommissioned", "Harbourside")


def test_whether_it_ended_itself_or_someone_ended_it():
    assert ended("Priyesh retired in March", "Priyesh") == ITSELF
    assert ended("I cancelled Gymbox after the price went up", "Gymbox") == BY_SOMEONE
    assert ended("my sister finally sold her Vespa", "Vespa") is None  # someone else's thing
    assert ended("Mum's Vespa gave up the ghost and was sold for parts", "Vespa") is None


def test_naming_the_value_is_not_ending_it():
    assert not ended("Priyesh did my taxes in an hour, legend", "Priyesh")
    assert not ended("Pepper stole a sock again", "Pepper")
    assert not ended("Dana left a voicemail about the invoice", "Dana")
    assert not ended("Gymbox is packed on Mondays", "Gymbox")
    assert not ended("Priyesh closed the deal with the Leeds client", "Priyesh")  # what a person does to something else
    assert not ended("Dana sold her flat in Bedminster", "Dana")
    assert not ended("the street is closed for the parade", "High Street")  # its common words are not it


def test_what_a_hit_named_ending_answers_a_present_question(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Leila", "My accountant is Priyesh, he's done my tax return every year since 2016.", 0),
            ("Leila", "The fox got into the bins again, rubbish everywhere.", 4),
            ("Leila", "Finished that enormous fantasy series at last.", 9),
        )[0]  # fmt: skip
        ending = said(memory, "p", ("Leila", "Priyesh retired over the summer, so a firm in Clifton handles it now.", 80))[0]
        result = memory.recall("Who does Leila's tax return now?", profile="p")
        ids = [item.fact.id for item in result.items]
        assert ids.index(ending) < ids.index(first)
        assert ENDED_VALUE in result.items[ids.index(ending)].notes
        assert ENDED in result.items[ids.index(first)].notes
        # the past is not widened: the earlier statement answers it
        past = memory.recall("Who did Leila's tax return before?", profile="p")
        assert all(ENDED not in item.notes and ENDED_VALUE not in item.notes for item in past.items)


def test_an_episode_or_a_remark_about_the_value_ends_nothing(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Leila", "My accountant is Priyesh, he's done my tax return every year since 2016.", 0),
            ("Leila", "Priyesh left early yesterday for his daughter's recital.", 30),
            ("Leila", "Priyesh sent the draft return over, only two pages this year.", 40),
        )[0]  # fmt: skip
        result = memory.recall("Who does Leila's tax return now?", profile="p")
        assert result.items[0].fact.id == first
        assert all(ENDED not in item.notes and ENDED_VALUE not in item.notes for item in result.items)


def test_someone_else_ending_the_same_value_ends_nothing_of_the_person_asked(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Dayo", "I row at Riverside Rowing Club, Tuesday and Saturday mornings.", 0),
            ("Kemi", "I left Riverside Rowing Club, the fees went up again. Joined the canoe lot instead.", 20),
        )[0]  # fmt: skip
        result = memory.recall("Which club does Dayo row at?", profile="p")
        assert result.items[0].fact.id == first
        assert all(ENDED not in item.notes for item in result.items)


def test_a_dropped_i_ending_what_a_hit_named_is_the_speakers(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Nkechi", "I've had my hair done at Coil & Crown Studio for six years, best braider in town.", 0),
            ("Nkechi", "The neighbours' cat got stuck on the shed roof again.", 5),
        )[0]  # fmt: skip
        ending = said(memory, "p", ("Nkechi", "Never going back to Coil & Crown again after that price hike. Trying a salon in Deptford next week.", 60))[0]
        result = memory.recall("Where does Nkechi get her hair done now?", profile="p")
        ids = [item.fact.id for item in result.items]
        assert ids.index(ending) < ids.index(first)


def test_a_value_named_later_by_its_last_word_and_ended_beside_a_dated_clause(tmp_path, embedder):
    # "the Pioneer" was stored as an entity of its own, not as "Raleigh Pioneer"; the sentence
    # that ends it also says when something else happened ("on Monday"), in another clause.
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Tomás", "My bike is a Raleigh Pioneer, green, with a basket on the front.", 0),
            ("Tomás", "The allotment committee meets in the church hall now.", 6),
            ("Tomás", "Made a huge pot of lentil soup, it'll last all week.", 11),
        )[0]  # fmt: skip
        ending = said(memory, "p", ("Tomás", "The Pioneer got nicked, someone cut the lock outside the library on Monday. Gutted.", 70))[0]
        result = memory.recall("What bike does Tomás ride now?", profile="p")
        ids = [item.fact.id for item in result.items]
        assert ids.index(ending) < ids.index(first)
        assert ENDED_VALUE in result.items[ids.index(ending)].notes


def test_an_ending_bounded_in_time_in_its_own_clause_ends_nothing(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        first = said(
            memory, "p", ("Tomás", "I swim at Westgate Leisure Centre before work, three times a week.", 0),
            ("Tomás", "Westgate is closed this week for the pool repairs, and the gym upstairs too.", 40),
        )[0]  # fmt: skip
        result = memory.recall("Where does Tomás swim now?", profile="p")
        assert result.items[0].fact.id == first
        assert all(ENDED not in item.notes for item in result.items)
