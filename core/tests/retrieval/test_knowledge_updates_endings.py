"""Endings in other words, news passed on, plans with the "I" dropped (issue 12, fourteenth
session): coming off a medicine, being signed off, "no more", "is behind me" say something
ended, and a value sold off or taken away has ended; a denial of what holds now ends what the
question found; a pet form of a name is that person; whom a relative met is who a pronoun
after it means; someone else's change with a value is what a sentence says when its first
subject's clause named none; "on Tuesday" in a sentence that says it recurs dates no episode;
"Thinking about moving ..." is the speaker's plan; a sentence after a label is news, not the
speaker's field; a verb of another language before its article is no name; a stretch away
that names its return moves no one, and what "stays" is confirmed; a later change competes
though the question found it far below the statement it replaces."""

from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.endings import BY_SOMEONE, ended
from memlane.ingest.entities import EntityResolver
from memlane.ingest.frames import frame_of
from memlane.ingest.subjects import subject_of
from update_helpers import said


def _top(memory: Memory, question: str) -> str:
    return memory.recall(question, profile="p", limit=5).items[0].fact.text


def test_endings_in_other_words_are_changes():
    for text in (
        "The consultant agreed I can come off the amlodipine.",
        "She took me off warfarin last spring.",
        "The osteopath signed me off on Friday.",
        "Been off them since the first of the month.",
        "We had to put Pepper down in October.",
        "No more Saturday rehearsals for me.",
        "Team lead no more.",
        "Night school is behind me.",
        "The old Corolla's gone.",
        "Flogged the drum kit to a lad in Carlow.",
        "She's outgrown the egg allergy.",
    ):
        assert cues_of(text) & Cue.SHIFT, text
    # a road left, a player benched, a limit: no change of anyone's state
    for text in ("I came off the ring road at the second exit.", "He came off the bench at half time.", "No more than two biscuits each."):
        assert not cues_of(text) & Cue.SHIFT, text


def test_a_denial_of_what_holds_now_ends_what_the_question_found(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Leofric", "I'm on lisinopril, 10 mg every morning, for the blood pressure.", 0),
            ("Leofric", "The allotment is finally dug over.", 3),
            ("Leofric", "Good news from the surgery. The GP agreed I could stop the lisinopril. I tapered it over a month and I'm not on anything now.", 90),
        )  # fmt: skip
        assert "not on anything" in _top(memory, "What medication is Leofric on?")


def test_our_family_doctor_is_the_speakers_own():
    assert subject_of("Our family dentist is Dr. Varga on Mill Street.", "Ottilie", None, opening=True)[:3] == ("Ottilie", True, None)
    # the family itself is still the family
    assert subject_of("My family moved to Galway in June.", "Ottilie", None, opening=True)[2] == "family"


def test_a_pet_form_is_the_one_person_it_can_be():
    resolver = EntityResolver({"rosamund": (1, "Rosamund", "person"), "robert": (2, "Robert", "person")})
    assert resolver._short_form("rossie") == (1, "Rosamund", "person")
    assert resolver._short_form("robbie") == (2, "Robert", "person")
    # of two it could be, neither; without a doubled letter, a name of its own ("Rosalie")
    resolver.register("rosalind", 3, "Rosalind", "person")
    assert resolver._short_form("rossie") is None
    assert EntityResolver({"rosalind": (3, "Rosalind", "person")})._short_form("rosalie") is None


def test_a_pet_form_links_news_to_the_person_asked_about(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Rosamund", "Leopold and I have been together two years now, he's a gem.", 0),
            ("Cordelia", "The bake sale made four hundred pounds.", 10),
            ("Cordelia", "Did you hear about Rossie? She and Leopold split up in the spring. She's with a potter called Anselm now.", 120),
        )  # fmt: skip
        assert "together two years" not in _top(memory, "Who is Rosamund with now?")


def test_whom_a_relative_met_is_who_the_pronoun_after_it_means():
    frame = frame_of("Apparently she's moved to Tromsø for the fishery job.", "Ingvar", None, earlier="My brother ran into Solveig at the ferry.")
    assert frame is not None and frame.subject == "Solveig" and not frame.by_speaker
    # a pronoun that may be the relative stays theirs to work out elsewhere
    same = frame_of("Apparently he's moved to Tromsø.", "Ingvar", None, earlier="My brother ran into Solveig at the ferry.")
    assert same is None or same.subject != "Solveig"


def test_someone_elses_change_with_a_value_is_what_the_sentence_says():
    frame = frame_of("Quick one for the rota: Edmund retired in May, and Petra reports to Yusuf now.", "Hildur", None)
    assert frame is not None and frame.subject == "Petra" and any("yusuf" in c.values for c in frame.clauses)
    # the first subject keeps a sentence whose own clause names a value
    kept = frame_of("Edmund moved to Dundee, and Petra reports to Yusuf now.", "Hildur", None)
    assert kept is not None and kept.subject == "Edmund"


def test_a_day_in_a_sentence_that_says_it_recurs_dates_no_episode():
    assert not cues_of("I answer to Corvina in the Leiden office, weekly check-ins on Tuesday.") & Cue.EPISODE
    assert cues_of("I had lunch with Corvina on Tuesday.") & Cue.EPISODE


def test_a_plan_with_the_i_dropped_is_the_speakers_plan():
    frame = frame_of("Thinking about moving to Bergen once the lease runs out.", "Oddvar", None)
    assert frame is not None and frame.subject == "Oddvar" and frame.by_speaker
    assert any(c.cues & Cue.PLAN for c in frame.clauses)


def test_more_everyday_change_words():
    for text in (
        "First pay cheque from Harrowgate Tiles came in today!",
        "Resumed at Kestrel Logistics on Monday, new badge and all.",
        "Jumped ship to the Clontarf rowing club in March.",
        "Please update my next of kin to my partner, Seren.",
        "Chucked the evening class, too tired.",
        "Uninstalled Duskfall, the servers are a mess.",
    ):
        assert cues_of(text) & Cue.SHIFT, text
    # the first of something that is no state, a request about a meeting
    assert not cues_of("I started a jigsaw on Monday.") & Cue.SHIFT


def test_a_sentence_after_a_label_is_news_not_the_speakers_field():
    news = frame_of("Street chat: Tobiah at number 9 has swapped his blue Berlingo for an electric Kangoo.", "Mirela", None)
    assert news is None or news.subject != "Mirela"
    field = frame_of("Registration: LK21 XTP", "Mirela", None)
    assert field is not None and field.subject == "Mirela"


def test_a_verb_of_another_language_before_its_article_is_no_name():
    frame = frame_of("Conduzco un Seat Ibiza rojo, never any trouble.", "Macario", None)
    assert frame is None or frame.subject != "Conduzco"


def test_a_value_sold_off_or_taken_away_has_ended():
    assert ended("Flogged the Hilux to a mate in Toowoomba.", "Hilux") == BY_SOMEONE
    assert ended("The consultant took me off bisoprolol last month.", "bisoprolol") == BY_SOMEONE
    assert ended("Uninstalled Duskfall, the servers are a mess.", "Duskfall") == BY_SOMEONE


def test_a_stretch_away_with_its_return_is_no_move_and_what_stays_is_confirmed():
    away = cues_of("From Monday I'm seconded to the Hamburg office for six weeks, then straight back to Kiel.")
    assert away & Cue.EPISODE and not away & Cue.SHIFT
    stays = cues_of("The pottery class stays, I'd be lost without it.")
    assert stays & Cue.CONFIRM and not stays & Cue.REPLACE
    assert cues_of("The old Vectra isn't going anywhere.") & Cue.CONFIRM


def test_a_later_change_competes_though_the_question_found_it_far_lower(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Saoirse", "My GP is Dr. Hallworth at the Quay Street practice, lovely but always booked up for weeks.", 0),
            ("Saoirse", "The hedge finally got trimmed.", 4),
            ("Saoirse", "I've registered with Dr. Ekwueme at the Tannery Lane surgery since it's ten minutes from the new flat, and she answers emails.", 80),
        )  # fmt: skip
        assert "Ekwueme" in _top(memory, "Who is Saoirse's GP now?")
    with Memory(tmp_path / "terse", embedder=embedder) as memory:
        said(
            memory, "p", ("Torvald", "I'm on the early shift at the bakery, four till noon, Tuesday to Saturday.", 0),
            ("Torvald", "Rain again, typical.", 3),
            ("Torvald", "no. lates now. noon till 8", 60),
        )  # fmt: skip
        assert "lates" in _top(memory, "What shift does Torvald work at the moment?")
