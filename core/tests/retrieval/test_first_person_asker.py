"""A question in the first person is the profile user's (issue 12, eighteenth session):
statements are stored with "I" as the speaker's name, so "what's the name of my current
employer?" shares neither name nor pronoun with "Radomila is working at Velkoris"; the one
who clearly speaks of themselves in the profile's latest facts is who "I" is, and the question
is read as theirs. In a talk between two people, either of whom may ask, no one is."""

from memlane import Memory, MemoryConfig
from memlane.config import IngestConfig, RecallConfig
from memlane.recall.asker import as_asked_by
from update_helpers import said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def _talk(memory: Memory, second_user: bool = False) -> None:
    other = "Sundgren" if second_user else "Brandlova"
    said(
        memory, "p", ("Radomila", "Hello, I am Radomila. I am working as a tester at Velkoris in Brno since 2019.", 0),
        (other, "Nice to meet you! How can I help?" if not second_user else "I am a baker and I love my early mornings.", 0),
        ("Radomila", "Is it 'make a photo' or 'take a photo'?", 3),
        (other, "'Take a photo' is the usual phrase." if not second_user else "I think my oven is older than me.", 3),
        ("Radomila", "My sister says I should learn to ski, maybe next winter.", 9),
        (other, "Skiing is fun once you get going." if not second_user else "I ski every winter with my brothers.", 9),
        ("Radomila", "Which is right, 'informations' or 'information'?", 40),
        (other, "'Information' - it has no plural." if not second_user else "I never know that one.", 40),
        ("Radomila", "What do I put at the end of a formal letter?", 60),
        (other, "'Yours sincerely' when you know the name." if not second_user else "I put 'cheers' always.", 60),
        ("Radomila", "From this week I am with Quellbrook Analytics, I joined as senior QA.", 200),
        (other, "Congratulations on the new job!" if not second_user else "I bought my own bakery at last.", 200),
    )  # fmt: skip


def test_a_first_person_question_is_read_as_the_users(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        _talk(memory)
        result = memory.recall("The visa form is asking the name of my current employer, what do I put there?", profile="p", limit=5)
        assert result.explanation["asker"] == "Radomila"
        assert result.query.startswith("The visa form is asking the name of my current employer")  # as asked
        assert "Quellbrook" in result.items[0].fact.text
        # "My" opening the question is the first person too
        assert memory.recall("My employer, which one is it now?", profile="p").explanation["asker"] == "Radomila"
    off = MemoryConfig(ingest=IngestConfig(consistency=False), recall=RecallConfig(first_person_asker=False))
    with Memory(tmp_path / "off", embedder=embedder, config=off) as memory:
        _talk(memory)
        assert memory.recall("what do I put as my current employer?", profile="p").explanation["asker"] is None


def test_no_asker_where_two_people_talk_of_themselves(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        _talk(memory, second_user=True)
        assert memory.recall("Where do I work now?", profile="p").explanation["asker"] is None
        # a question in the third person is never rewritten
        assert memory.recall("Where does Radomila work now?", profile="p").explanation["asker"] is None


def test_the_question_is_read_as_the_askers():
    assert as_asked_by("Where do I work now?", "Radomila") == "Where does Radomila work now?"
    assert as_asked_by("Remind me who my dentist is.", "Radomila") == "Remind Radomila who Radomila's dentist is."
