"""What it is not, what usually holds, whose news (issue 12, thirteenth session): a later
statement that names an earlier one's value as not so is the answer; a question about what
usually or normally holds passes over a stretch away from it; a subjectless sentence after
news of someone continues that person; "the new one is ..." and a dropped "it" before a
corrected value are the speaker's; a participle after "is" asks about the present."""

from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.subjects import previous_subject
from memlane.recall.state_mode import state_mode
from update_helpers import said


def _top(memory: Memory, question: str) -> str:
    return memory.recall(question, profile="p", limit=5).items[0].fact.text


def test_a_later_statement_that_names_the_old_value_as_not_so_is_the_answer(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Marisol", "I'm allergic to shellfish, so no paella for me at the party.", 0),
            ("Marisol", "The party playlist is done, mostly salsa.", 2),
            ("Marisol", "Note for the caterers: my reaction was to sesame, not shellfish.", 40),
        )  # fmt: skip
        assert "sesame" in _top(memory, "What is Marisol allergic to?")


def test_a_bare_answer_stands_corrected_by_the_persons_later_denial(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Ottoline", "Halvard, which firm should I write down as your employer?", 0),
            ("Halvard", "Brekke Shipping, the head office in Bergen.", 0),
            ("Halvard", "Hold on, I told you wrong. On paper I'm with Brekke Marine Services, not Brekke Shipping.", 1),
        )  # fmt: skip
        assert "Marine" in _top(memory, "Which firm should go down as Halvard's employer?")


def test_a_question_about_what_usually_holds_passes_over_a_stretch_away(tmp_path, embedder):
    assert state_mode("What's Berit's regular number?").usual
    assert state_mode("Which dentist does Berit normally see?").usual
    assert not state_mode("What's Berit's number?").usual
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Berit", "My number is 0791 223 5560 if anything comes up.", 0),
            ("Berit", "Off to Crete tomorrow. For the next 3 weeks I'm on a local SIM, 0030 697 112 4455.", 60),
        )  # fmt: skip
        assert "0791" in _top(memory, "What's Berit's usual phone number?")


def test_a_stretch_in_other_words_is_an_episode():
    assert cues_of("covering while Ilse is on leave") & Cue.EPISODE
    assert cues_of("for the next two weeks I'm at the Leeds office") & Cue.EPISODE
    assert cues_of("from the 14th I'm back on my old number") & Cue.EPISODE
    assert cues_of("late shifts, then back to my normal hours") & Cue.EPISODE


def test_a_subjectless_change_after_news_of_someone_is_theirs():
    frame = frame_of("Started on Monday as head chef.", "Leontyne", frozenset({"leontyne"}), earlier="Big news: Ambrose got hired by Trattoria Sole.")
    assert frame is not None and frame.subject == "Ambrose" and not frame.by_speaker
    # the speaker's own, when they say "my"
    mine = frame_of("Started my evening class on Monday.", "Leontyne", frozenset({"leontyne"}), earlier="Ambrose got hired by Trattoria Sole.")
    assert mine is not None and mine.subject == "Leontyne"
    # a question that names whom the news is about
    assert previous_subject("Did Perpetua tell you?") == "Perpetua"
    assert previous_subject("Have you heard about Casimir?") == "Casimir"
    assert previous_subject("Did I tell you?") is None


def test_the_new_one_and_a_dropped_it_give_the_speakers_value():
    frame = frame_of("The new one is 07700 918 245, please update it.", "Wilhelmina", frozenset({"wilhelmina"}))
    assert frame is not None and frame.subject == "Wilhelmina" and frame.cues & Cue.SHIFT
    assert "07700918245" in frame.clauses[0].values
    fixed = frame_of("Is 58, not 85.", "Wilhelmina", frozenset({"wilhelmina"}), turn_corrects=True)
    assert fixed is not None and {"58", "85"} <= fixed.clauses[0].values and "85" in fixed.clauses[0].dropped
    # an address after a colon, with the sentence's full stop, is the speaker's too
    mail = frame_of("My bad — it's with two t's: wilhelmina.otto@posteo.de.", "Wilhelmina", frozenset({"wilhelmina"}))
    assert mail is not None and any("wilhelmina.otto@posteo.de" in c.values for c in mail.clauses)


def test_everyday_words_of_parting_and_correcting():
    assert cues_of("I have parted with the old Volvo at last") & Cue.REPLACE
    assert cues_of("I stepped back from the choir in June") & Cue.REPLACE
    assert cues_of("Let me correct myself: it's the viola") & Cue.CORRECTION


def test_a_participle_after_is_asks_about_the_present():
    assert state_mode("What's Ysolde's tortoise called?").kind == "present"
    assert state_mode("Where is Ysolde based?").kind == "present"
    assert state_mode("Where did Ysolde move?").kind == "none"


def test_another_persons_news_of_themselves_ranks_below_the_persons_own(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Ottavia", "Mi sono iscritta at Ferro Forte in Navigli, boxing at seven, and my arms hate me.", 0),
            ("Benedetta", "I joined the climbing gym on Via Tortona last week, gym life begins!", 3),
        )  # fmt: skip
        top = memory.recall("Which gym does Ottavia go to?", profile="p", limit=5).items[0]
        assert "Ferro Forte" in top.fact.text, top.fact.text


def test_a_known_name_in_lower_case_after_an_opener_is_that_person():
    frame = frame_of("btw ottavia been training at Ferro Forte since the spring", "Benedetta", frozenset({"ottavia", "benedetta"}))
    assert frame is not None and frame.subject == "Ottavia"


def test_everyday_words_of_beginning_and_leaving():
    assert cues_of("First month at Quarry Labs done!") & Cue.SHIFT
    assert cues_of("handed back the office keys on Friday") & Cue.REPLACE
    assert cues_of("handed in my resignation") & Cue.REPLACE
    assert not cues_of("handed in the essay on Friday") & Cue.REPLACE
    assert cues_of("I closed the Halbury savings account last week") & Cue.REPLACE
    assert not cues_of("closed the deal on Friday") & Cue.REPLACE
    assert cues_of("we signed the lease on a flat in Ghent") & Cue.SHIFT


def test_a_date_or_a_day_said_as_not_so_is_corrected_by_the_later_sentence(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Quillan", "Could you add our anniversary to the shared calendar? It's 9 October.", 0),
            ("Quillan", "The shared calendar looks great, thanks.", 1),
            ("Quillan", "Oops, it's 9 November, not October, wrong month entirely.", 2),
            ("Rosamund", "Choir practice is at mine on the second Monday of each month, 8 pm.", 0),
            ("Rosamund", "Apologies, second WEDNESDAY, not Monday. Monday is pottery.", 3),
        )  # fmt: skip
        assert "November" in _top(memory, "When is Quillan's anniversary?")
        assert "WEDNESDAY" in _top(memory, "Which evening does Rosamund host choir practice?")


def test_a_no_to_a_question_about_the_old_value_with_a_new_one_is_the_answer(tmp_path, embedder):
    # the reply shares no word with the question asked later, nor much likeness with the old
    # statement: the question it answers carries its relation
    frame = frame_of("nah. Kelpie Lido now", "Bramwell", frozenset({"bramwell", "kelpie lido"}))
    assert frame is not None and frame.subject == "Bramwell" and "kelpie lido" in frame.clauses[0].values
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Bramwell", "I swim at Harbourside Leisure Centre before work, most days.", 0),
            ("Pipkin", "Shall I keep Harbourside Leisure Centre in your swim reminders?", 40),
            ("Bramwell", "nah. Kelpie Lido now", 40),
        )  # fmt: skip
        assert "Kelpie" in _top(memory, "Where does Bramwell swim?")
