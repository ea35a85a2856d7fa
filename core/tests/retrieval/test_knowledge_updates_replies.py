"""Terse chat and long news turns (issue 12, tenth session): a reply that is only a handle, a
dropped "I" before a verb in -ing, a clock time, a routine on weekday mornings, an episode's day
inside one clause of a longer turn, and dates a state holds from."""

from memlane import Memory
from memlane.ingest.addresses import value_shape
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.subjects import opening_name
from update_helpers import said


def _values(frame) -> set[str]:  # type: ignore[no-untyped-def]
    return {v for c in frame.clauses for v in c.values}


def test_a_handle_is_one_value_and_a_bare_reply_of_one_is_the_speakers():
    frame = frame_of("nope, @lena.bakes. binned the other account", "Lena", frozenset({"lena"}))
    assert frame is not None and frame.subject == "Lena" and frame.by_speaker
    assert "@lena.bakes" in _values(frame)
    old = frame_of("You can find my cakes on Snapgram, I'm @lena_cakes_22 there.", "Lena", frozenset({"lena", "snapgram"}))
    assert "@lena_cakes_22" in _values(old)
    # an e-mail address is still one value, not a handle after a name
    mail = frame_of("write to me at lena.k@ovenmail.org", "Lena", frozenset({"lena"}))
    assert "lena.k@ovenmail.org" in _values(mail)


def test_values_of_one_written_form_are_of_one_kind():
    assert value_shape("@rui.studio") == value_shape("@rui_paints") == "handle"
    assert value_shape("rui@atelier.pt") == "email"
    assert value_shape("0791 442 118") == value_shape("+351 912 000 111") == "phone"
    assert value_shape("40") is None and value_shape("lisbon") is None


def test_a_new_handle_in_a_reply_is_the_present_one(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Rui", "My Snapgram handle is @rui_paints, mostly paintings of the harbour.", 0),
            ("Rui", "The tram was late again this morning.", 9),
            ("Rui", "no, @rui.studio. ditched the old one, it got hacked", 30),
            ("Rui", "Is it going to rain on Saturday?", 31),
        )  # fmt: skip
        top = memory.recall("What's Rui's handle on Snapgram now?", profile="p", limit=5).items[0]
        assert "@rui.studio" in top.fact.text, top.fact.text


def test_a_dropped_i_before_a_verb_in_ing_said_to_hold_now():
    frame = frame_of("Walking to the office every day now, forty minutes along the river.", "Oskar", frozenset({"oskar"}))
    assert frame is not None and frame.subject == "Oskar" and frame.by_speaker and frame.cues & Cue.SHIFT
    # weather and adjectives are no one's state
    assert frame_of("Snowing again now.", "Oskar", frozenset({"oskar"})) is None


def test_a_verbs_s_form_opening_a_clause_is_no_name():
    assert not opening_name("Tastes", "incredible")
    assert opening_name("Rhodes", "moved")  # a surname that is a plural is still someone before a verb
    assert frame_of("Tastes incredible every single time.", "Oskar", frozenset({"oskar", "tastes"})) is None


def test_a_clock_time_is_one_value():
    frame = frame_of("I catch the 08:45 ferry to work, half an hour across the bay.", "Maren", frozenset({"maren"}))
    assert frame is not None and "0845" in _values(frame)


def test_a_routine_on_weekday_mornings_is_no_episode():
    assert not cues_of("I help at the repair café on Sunday afternoons") & Cue.EPISODE
    assert cues_of("I helped at the repair café on Sunday afternoon") & Cue.EPISODE


def test_an_episodes_day_belongs_to_its_own_clause():
    text = "Long week. Fixed the gutter, oh and since March I've gone gluten-free, and on Saturday I'm helping Ines paint her hall."
    frame = frame_of(text, "Maren", frozenset({"maren", "ines", "march"}))
    assert frame is not None and not frame.cues & Cue.EPISODE
    assert any("gluten-free" in c.frame and not c.cues & Cue.EPISODE for c in frame.clauses)
    # a sentence that is one episode stays one
    assert frame_of("I'm in Tromsø this week for a course.", "Maren", frozenset({"maren", "tromsø"})).cues & Cue.EPISODE


def test_a_date_a_state_holds_from_is_a_change():
    for text in ("as of next week I'm team lead on the billing squad", "Cut to 20mg from tomorrow", "From 3 June my landline is 0131 555 0199"):
        assert cues_of(text) & Cue.SHIFT, text
    for text in ("I'm from Porto originally", "from the beginning it was a lovely school"):
        assert not cues_of(text) & Cue.SHIFT, text


def test_a_diet_changed_inside_a_long_news_turn_is_the_present_one(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Tomasz", "I'm vegetarian, have been for years. Cheese and eggs are fine.", 0),
            ("Tomasz", "The printer at work jammed three times today.", 12),
            ("Tomasz", "Mad few days. The plumber came, I sorted the car tax, oh and since the first of the month I've gone "
                       "fully vegan, so no cheese anymore, and on Friday I'm helping Ola move a wardrobe.", 40),
        )  # fmt: skip
        top = memory.recall("What does Tomasz eat these days?", profile="p", limit=5).items[0]
        assert "vegan" in top.fact.text, top.fact.text


def test_a_report_heard_without_an_i_is_about_whom_it_names():
    frame = frame_of("heard Kalani got poached by Reefline Tours, starts there in June", "Moana", frozenset({"moana", "kalani", "reefline tours"}))
    assert frame is not None and frame.subject == "Kalani" and not frame.by_speaker
    assert cues_of("she got poached by a rival agency") & Cue.SHIFT


def test_a_time_that_opens_a_clause_comes_before_whom_it_is_about():
    known = frozenset({"ines", "ferreira", "porto", "tobias"})
    for text in ("From 2 September Ines joins the Porto branch as a pharmacist.", "As of Friday, Ines manages the Porto branch.",
                 "Last month Ines moved to Porto."):  # fmt: skip
        frame = frame_of(text, "Tobias", known)
        assert frame is not None and frame.subject == "Ines", text
    assert frame_of("Tomorrow I start at the Porto branch.", "Tobias", known).by_speaker


def test_a_state_said_without_a_subject_since_a_month_is_the_speakers():
    frame = frame_of("Completely teetotal since October.", "Moana", frozenset({"moana"}))
    assert frame is not None and frame.subject == "Moana" and frame.by_speaker


def test_a_role_at_a_place_said_to_hold_now_is_the_speakers():
    frame = frame_of("News: pastry chef at Copperleaf now, my own section finally.", "Dmitri", frozenset({"dmitri", "copperleaf"}))
    assert frame is not None and frame.by_speaker and frame.cues & Cue.SHIFT
    assert "copperleaf" in _values(frame)


def test_theirs_said_to_be_the_speakers_favourite_is_the_speakers():
    frame = frame_of("Their lamb tagine is my favourite dinner now, I'm there every week.", "Dmitri", frozenset({"dmitri"}))
    assert frame is not None and frame.by_speaker
    assert any("favourite dinner" in c.frame for c in frame.clauses)


def test_a_clause_that_points_back_at_an_episode_keeps_the_episode():
    # "that's my office line" says what the number of yesterday's call was; it is no standing state
    frame = frame_of("I rang you from 0161 496 0321 this morning, that's my work line.", "Greta", frozenset({"greta"}))
    assert frame is not None and frame.cues & Cue.EPISODE


def test_a_named_person_and_now_is_no_title():
    frame = frame_of("Guess what? Lukas works in Bremen now.", "Greta", frozenset({"greta", "lukas", "bremen"}))
    assert frame is not None and frame.subject == "Lukas"


def test_someone_whose_plan_the_speaker_moved_is_the_one_it_is_about():
    frame = frame_of("I moved Dieter's broadband over to Wavelink, the old one kept dropping.", "Greta", frozenset({"greta", "dieter", "wavelink"}))
    assert frame is not None and frame.subject == "Dieter" and not frame.by_speaker


def test_a_stand_in_until_a_month_is_an_episode():
    assert cues_of("Dr Okoro is on sabbatical, so a locum covers the surgery") & Cue.EPISODE
    assert cues_of("I'm at the Bristol site until October") & Cue.EPISODE
    assert not cues_of("I'm at the Bristol site these days") & Cue.EPISODE


def test_an_episode_that_lasts_through_another_clause_is_the_whole_sentences():
    frame = frame_of("I'm working from the Ghent office this month while they repaint ours in Lille.", "Greta", frozenset({"greta", "ghent", "lille"}))
    assert frame is not None and frame.cues & Cue.EPISODE
