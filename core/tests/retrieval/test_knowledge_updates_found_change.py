"""A later change found nearly as well as the best hit, and another teller's news (issue 12,
sixteenth session): a later sentence of the person's own that the question finds nearly as
well as the best hit, about no one else, with a strong change word or a denial, answers a
present question though it shares no word with the best hit; so does another teller's later
sentence naming the person (not as a relative's owner) with a change and a word of the
person's own statement. A common word once written at a sentence start ("Vet appointment
...") is no name the question asks about when the question writes it in lower case. "Oh wait
no", "forget what I said" correct; "back to eating normally" ends what was tried; "with someone
new" and "out of the picture" replace. A turn said the same day is later when it came later; an
"also" about something else in the later turn does not hold it back; a report filed under its
teller ("X just told me Y split up") is still news of the person it names."""

from memlane import Memory, MemoryConfig
from memlane.config import IngestConfig
from memlane.ingest.cues import Cue, cues_of
from memlane.recall.state_people import query_names
from update_helpers import said

NO_STORE_TIME = MemoryConfig(ingest=IngestConfig(consistency=False))  # only the query side decides


def _texts(memory: Memory, question: str) -> list[str]:
    return [item.fact.text for item in memory.recall(question, profile="p", limit=5).items]


def test_a_later_change_found_nearly_as_well_answers(tmp_path, embedder):
    # no word of "Mr. Achterberg ... toolbox" in the later sentence, which no frame reads either;
    # the question finds both
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Temperance", "Our landlord's Mr. Achterberg, sweet old man, comes round and fixes things himself with a toolbox older than me.", 0),
            ("Temperance", "Any idea how long to boil an egg?", 5),
            ("Temperance", "The building got sold, so now the landlord is some company called Harbourline Lettings and they've already ignored two emails about the damp.", 80),
        )  # fmt: skip
        assert "Harbourline" in _texts(memory, "Who is Temperance's landlord now?")[0]


def test_a_later_sentence_about_a_relative_or_someone_else_moves_nothing(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Wilhelmina", "I'm married to Aurelio, fourteen years in June.", 0),
            ("Wilhelmina", "My sister just got engaged to Benedikt! I'm so happy for her.", 30),
        )  # fmt: skip
        assert "Aurelio" in _texts(memory, "Who is Wilhelmina's husband?")[0]
    with Memory(tmp_path / "b", embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Casimira", "My mobile number is 07700 912 334.", 0),
            ("Casimira", "Mi primo Anselmo lost his phone in the river, typical.", 20),
        )  # fmt: skip
        assert "07700 912 334" in _texts(memory, "What's Casimira's phone number?")[0]


def test_another_tellers_news_of_the_person_answers(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Ingeborg", "I rent from Nordvik Bolig. Slow with repairs but fine.", 0),
            ("Halvard", "What is the capital of Iceland?", 4),
            ("Halvard", "Heard from the janitor: the block has been sold to Kystbo Housing, so Ingeborg and the rest of us rent from them now.", 90),
        )  # fmt: skip
        assert "Kystbo" in _texts(memory, "Who is Ingeborg's landlord now?")[0]
    # news of the person's relative is not taken as news of the person by this rule
    with Memory(tmp_path / "b", embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Ingeborg", "I rent from Nordvik Bolig. Slow with repairs but fine.", 0),
            ("Halvard", "Heard from the janitor: Ingeborg's sister has sold up and rents from Kystbo Housing now.", 90),
        )  # fmt: skip
        notes = [n for item in memory.recall("Who is Ingeborg's landlord now?", profile="p", limit=5).items for n in item.notes]
        assert not [n for n in notes if n.startswith("later news of the person")]


def test_a_common_word_in_lower_case_is_no_name_asked_about(tmp_path, embedder):
    aliases = {"vet": (1, "Vet", "person"), "rosalind": (2, "Rosalind", "person")}
    assert query_names(aliases, [1], "which vet do we use now") == {}
    assert query_names(aliases, [1, 2], "which vet does Rosalind use now") == {1: "Vet", 2: "Rosalind"}
    assert query_names(aliases, [1, 2], "Vet: who is Rosalind's now?") == {1: "Vet", 2: "Rosalind"}
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Marisol", "Vet appointment for the cat pls - Dr Quennell at Oakfield Vets, Friday at 9.", 0),
            ("Marisol", "How many ml in a cup?", 6),
            ("Marisol", "Oakfield Vets closed their branch so we've had to move. We're with Dr Pettifer at Riverside Animal Clinic now.", 70),
        )  # fmt: skip
        assert "Pettifer" in _texts(memory, "which vet do we use now")[0]


def test_wait_no_and_forget_what_i_said_correct_and_back_to_ends():
    for text in ("oh wait no, I'm being daft.", "Forget what I said about the gym, it never happened.", "wait, no, it's the 9th."):
        assert cues_of(text) & Cue.CORRECTION, text
    assert cues_of("Back to eating normally, bread and all.") & Cue.REPLACE
    for text in ("Wait no way, that's amazing", "I'll wait, no rush", "back to work after lunch"):
        assert not cues_of(text) & (Cue.CORRECTION | Cue.REPLACE), text


def test_a_same_day_correction_and_an_unrelated_also_in_the_later_turn(tmp_path, embedder):
    # said the same day: the turn that came second is the later one
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Octavia", "Off to the quiz night Thursday, my usual is a glass of merlot, can you check the bar has it", 0),
            ("Octavia", "actually scratch that, merlot is what I always get for my mum. mine is a gin and tonic, red wine gives me headaches", 0),
        )  # fmt: skip
        assert "usual is a glass of merlot" not in _texts(memory, "What does Octavia drink at quiz night?")[0]
    # "also" about something else in the turn adds nothing to what changed
    with Memory(tmp_path / "b", embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Radomir", "can u save my usual for the bakery app: two cinnamon buns and a large latte", 0),
            ("Radomir", "Rough week. Dentist says less sugar, so my usual is a rye roll and a black coffee now. Sad but fine. Also we are out of dish soap, can you add it to the list?", 40),
        )  # fmt: skip
        assert "rye roll" in _texts(memory, "what should I order for Radomir at the bakery?")[0]


def test_a_report_framed_as_the_tellers_own_is_news_of_the_person_it_names(tmp_path, embedder):
    # "Honoratka just told me ..." is filed under the teller; the later turn still replaces it
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Leopoldine", "Florentyna's bringing her boyfriend Casimir to my bday thing - so that's 10 people", 0),
            ("Leopoldine", "Honoratka just told me Florentyna and Casimir split up ages ago apparently and she's seeing a guy called Dobromir from her choir now. Glad I didn't put Casimir on the place cards", 20),
            ("Leopoldine", "ok Honoratka is my gossip source for everything apparently. Dobromir's out of the picture, Florentyna's with someone new called Wenceslas who she met at a wedding. I can't keep up", 60),
        )  # fmt: skip
        assert "Wenceslas" in _texts(memory, "who's Florentyna seeing at the moment?")[0]


def test_someone_new_and_out_of_the_picture_replace():
    for text in ("she's seeing someone new", "Dobromir's out of the picture"):
        assert cues_of(text) & Cue.REPLACE, text
    assert not cues_of("met someone new at the gym today") & Cue.REPLACE


def test_news_of_a_named_persons_relative_is_the_relatives(tmp_path, embedder):
    # "Ottoline's brother ..." told by someone else is about her brother, not her
    with Memory(tmp_path, embedder=embedder, config=NO_STORE_TIME) as memory:
        said(
            memory, "p", ("Ottoline", "I climb at Granitt wall on Mondays.", 0),
            ("Halvdan", "Ottoline's brother quit Granitt and climbs at Steinbra now.", 90),
        )  # fmt: skip
        assert "Granitt wall" in _texts(memory, "Where does Ottoline climb now?")[0]
        assert "Steinbra" in _texts(memory, "Where does Ottoline's brother climb now?")[0]
