"""Questions asked for a task, requests that tell a new value, and a parent named by the word
alone (issue 12, eighteenth session): "Remind me who my dentist is" and "I need to fill in the
form, what is my employer's name?" ask about the present; "Could you update my number to ...?"
tells the new number, it asks nothing; "Mum's sold the house" is the speaker's mum, who was
named before ("Mum (Danae) still lives in Salford"), so the news is hers; "I wrote the wrong
school, Larkmead is where he was only on the waiting list" corrects what was said of the son
though it names him only as "he"; a turn told for someone ("I am Jelisaveta, Stojan's sister
... he sold the Zastava") is theirs in its first sentence too, but "he" after another person
opens a clause is that person ("Haldor dropped his phone, he has a new number"); "Hej, I am
Sigvard." is no fact ("Sigvard is Sigvard"); "finally got my own place" tells a move."""

from memlane import Memory, MemoryConfig
from memlane.config import IngestConfig
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.entities import alias_spans
from memlane.ingest.frames import frame_of
from memlane.ingest.kin import named_kin, parents_as_mine
from memlane.ingest.pronouns import for_person
from memlane.recall.asked import asked_clause
from memlane.recall.state_mode import state_mode
from update_helpers import said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def _texts(memory: Memory, question: str) -> list[str]:
    return [item.fact.text for item in memory.recall(question, profile="p", limit=5).items]


def test_a_question_asked_for_a_task_is_about_the_present():
    for question in (
        "Remind me who my dentist is.",
        "remind me which town I'm living in",
        "I need to fill the school form, what is the name of my employer I should write?",
        "Help me write a birthday card for my partner - what's their name again?",
        "Can you tell me where Oswyn works",
        "I'd like to know, which dentist am I registered with?",
    ):
        assert state_mode(question).kind == "present", question
    assert state_mode("Remind me who my dentist was before Dr Tresize?").kind == "past"
    # a request to be reminded of a task, and a statement with a clause after a comma, ask nothing
    for text in ("Remind me to call the dentist.", "I went to the shop, which was closed."):
        assert state_mode(text).kind == "none", text
    assert asked_clause("For the insurance form, what is my address?") == ("what is my address?", False)
    # a question tag is not the question
    assert asked_clause("Merethe doesn't live in Jossand any more, does she?")[0].startswith("Merethe")
    assert asked_clause("I'm packing for Crete, do I need to take any medicine?")[0] == "do I need to take any medicine?"


def test_a_request_to_update_tells_the_new_value():
    for text in ("Could you update my number to 07700 900866?", "Can you note down my new address, 9 Rowan Close?"):
        assert not cues_of(text) & Cue.QUESTION, text
    assert cues_of("Please update Brunhilde's emergency contact to Brunhilde's husband, Bertrand.") & Cue.SHIFT
    for text in ("Can you remember what I said?", "Could you change it?", "Can you set a reminder for 5pm?"):
        assert cues_of(text) & Cue.QUESTION, text


def test_a_parent_named_by_the_word_alone_is_the_speakers():
    assert parents_as_mine("Mum's sold the house, told Dad") == "my mum's sold the house, told my dad"
    for text in ("My mum, Wenqing, has moved", "his mum is fine", "Ana's dad called", "dad jokes again", "Mummy Chi says hi", "a mum at the gate"):
        assert parents_as_mine(text) == text, text
    assert named_kin("Fenwyn's mum (Danae) still lives in Salford.", "Fenwyn") == [("mum", "Danae")]
    # "Fenwyn's mum's sold the house" names the alias "fenwyn's mum"
    assert "fenwyn's mum" in alias_spans("Fenwyn's mum's sold the house")


def test_news_of_a_parent_named_before_answers_about_her(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Fetuao", "Mum (Lagimaina) still lives in our old bungalow in Rotherham, going up to see her on the 4th.", 0),
            ("Fetuao", "What's a good casserole for a cold night?", 9),
            ("Fetuao", "My sister just rang - mum's sold the Rotherham bungalow and moved into a flat in Doncaster near her.", 60),
        )  # fmt: skip
        assert "Doncaster" in _texts(memory, "where does Lagimaina live now?")[0]


def test_a_he_after_another_person_is_that_person():
    assert for_person("Haldor dropped his phone in the lake, he has a new number now.", "Gudbrand") == (
        "Haldor dropped his phone in the lake, he has a new number now."
    )
    # an owner opens no clause about someone else
    assert for_person("Ashby's clinic closed, so now he is seeing Ardwyn.", "Gudbrand") == "Ashby's clinic closed, so now Gudbrand is seeing Ardwyn."
    assert cues_of("right, finally got my own place again - a little terraced house in York") & Cue.SHIFT
    for text in ("I've got a little flat in Bergen.", "Got a flat tyre on the way home.", "found a place to park"):
        assert not cues_of(text) & Cue.SHIFT, text


def test_a_turn_told_for_someone_is_theirs_from_its_first_sentence(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Gudbrand", "Hei, I am Gudbrand. I drive the old Volvo 240 of my father, it is brown.", 0),
            ("Gudbrand", "How do I say politely that I am full?", 5),
            ("Ragnfrid", "I am Ragnfrid, Gudbrand's sister, he asked me to write: he sold the Volvo finally, now he is driving a grey Kittiwake K5.", 60),
        )  # fmt: skip
        facts = [item.fact.text for item in memory.recall("Gudbrand", profile="p", limit=10).items]
        assert not any(text.strip(" .").endswith("Gudbrand is Gudbrand") for text in facts), facts
        assert "Kittiwake" in _texts(memory, "Which car should I look for when I pick up Gudbrand?")[0]


def test_a_correction_of_a_relatives_fact_answers_though_it_says_he(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Torgunn", "My son Eilert is in Year 3 at Brimsdale Primary, he loves his teacher.", 0),
            ("Torgunn", "How long do I boil an egg?", 4),
            ("Torgunn", "Oh no, I wrote the wrong school, Brimsdale is where he was only on the waiting list, he is in Quarrendon Primary, sorry.", 9),
        )  # fmt: skip
        assert "Quarrendon" in _texts(memory, "I need to call the school office to say that Eilert is sick, which school is it?")[0]


def test_a_change_or_a_time_of_someone_elses_clause():
    # the brother's move is his, not the speaker's: no change of the speaker's said
    frame = frame_of(
        "Busy days: I passed the exam, my brother Hallstein moved to Vilborg last week, and I started a pottery course.",
        "Merethe", known=frozenset({"merethe", "hallstein", "vilborg"}),
    )  # fmt: skip
    assert frame is not None and frame.subject == "Merethe" and not frame.cues & Cue.SHIFT
    # an episode's time that opens the sentence bounds all of it
    frame = frame_of("This month I am on a work trip in Vilborg, I am using the hotel gym.", "Merethe", known=frozenset({"merethe", "vilborg"}))
    assert frame is not None and frame.cues & Cue.EPISODE
    # "next to the bakery" adds nothing
    assert not cues_of("now I am going to Tindra Hair next to the bakery") & Cue.ADDITION
    assert cues_of("Next to my job I also teach yoga.") & Cue.ADDITION


def test_news_reported_with_the_time_it_was_told_answers(tmp_path, embedder):
    # "called yesterday" dates the call, not the move
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Kjellfrid", "My little sister Tindra lives in the student hostel of the university in Vilborg, room 412.", 0),
            ("Kjellfrid", "What is a good soup for a cold?", 6),
            ("Kjellfrid", "My mother called yesterday, she said Tindra moved out from the hostel, now she is renting a room near the Jossand market.", 40),
        )  # fmt: skip
        assert "Jossand" in _texts(memory, "I'm sending Tindra warm clothes with a courier, which address should I give him?")[0]


def test_a_further_change_after_the_latest_of_the_relation_answers(tmp_path, embedder):
    # A -> B -> C: B is the latest statement of the relation; C names B and says it changed
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Loveday", "I get my hair done at Pemberley Cuts in the mall, they do my braids.", 0),
            ("Loveday", "How long should I boil rice?", 3),
            ("Loveday", "I switched to Studio Bramcote, they understand curly hair much better than Pemberley.", 30),
            ("Loveday", "What rhymes with 'stone'?", 45),
            ("Loveday", "Studio Bramcote closed in July, so sad, now I am going to Wickenby Hair by the bakery.", 120),
        )  # fmt: skip
        assert "Wickenby" in _texts(memory, "Which salon does Loveday book for her next cut?")[0]


def test_back_on_the_usual_after_a_stretch_is_no_change():
    text = "took the bus every day last week because of the snow, never again. back on the bike now"
    assert cues_of(text) & Cue.CONFIRM and not cues_of(text) & Cue.SHIFT
    assert cues_of("I quit smoking and I'm back on the bike now") & Cue.SHIFT  # an ending still changes
