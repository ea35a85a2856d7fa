"""Lists, e-mails and corrections said another way (issue 12, eleventh session): a list's line
"- key: value" is the speaker's value of the key, a word opening with a dot (".org") ends no
sentence, more ways of taking back what one said, and a later statement that holds "now"
found from the hit it follows however little it shares with the question."""

from memlane import Memory
from memlane.ingest.cues import Cue, cues_of
from memlane.ingest.frames import frame_of
from memlane.ingest.segment import split_sentences
from update_helpers import said


def test_a_lists_line_is_the_speakers_value_of_its_key():
    frame = frame_of("- landline: 0131 496 0022 (new line, the old one was cut off)", "Mhairi", frozenset({"mhairi"}))
    assert frame is not None and frame.subject == "Mhairi" and frame.by_speaker
    assert {v for c in frame.clauses for v in c.values} == {"01314960022"}
    # a heading is no field, nor is a word of chat before a colon
    assert frame_of("Weekly update: the boiler is broken again", "Mhairi", frozenset({"mhairi"})) is None
    assert frame_of("so: that was weird lol", "Mhairi", frozenset({"mhairi"})) is None


def test_a_word_opening_with_a_dot_ends_no_sentence():
    assert split_sentences("Sorry, that was the wrong one. It's tove@fjellpost.no, not .org. Can you fix the list?") == [
        "Sorry, that was the wrong one.", "It's tove@fjellpost.no, not .org.", "Can you fix the list?",
    ]  # fmt: skip
    assert split_sentences("I am off to bed now. See you soon, take care.") == ["I am off to bed now.", "See you soon, take care."]


def test_more_ways_of_taking_back_what_one_said():
    for text in (
        "Scratch what I told you, the class is on Wednesdays",
        "I read the timetable wrong, it's the 8:40 train",
        "Sorry, I sent you the wrong postcode yesterday",
        "I keep telling people Dundee but the office is in Perth",
    ):
        assert cues_of(text) & Cue.CORRECTION, text
    for text in ("I took the wrong turning on the way home", "I read the whole book on the train"):
        assert not cues_of(text) & Cue.CORRECTION, text


def test_a_new_number_on_a_list_is_the_present_one(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Mhairi", "Put me down on the rota sheet, my landline is 0131 496 0017.", 0),
            ("Mhairi", "The hall heating is broken again.", 12),
            ("Mhairi", "Rota details:\n- landline: 0131 496 0022 (new line, the old one was cut off)\n- days: Mondays", 40),
            ("Mhairi", "Is the jumble sale still on Saturday?", 41),
        )  # fmt: skip
        top = memory.recall("Which number should I ring Mhairi on now?", profile="p", limit=5).items[0]
        assert "0022" in top.fact.text, top.fact.text


def test_a_frame_says_what_kind_of_value_stood_in_it():
    landline = frame_of("my landline is 0131 496 0017", "Mhairi", frozenset({"mhairi"}))
    assert landline is not None and landline.clauses[0].frame == "their landline is a phone number"
    mail = frame_of("please write to me at m.rae@hallpost.org", "Mhairi", frozenset({"mhairi"}))
    assert mail is not None and "an email address" in mail.clauses[0].frame
    dose = frame_of("I take 20 mg a day", "Mhairi", frozenset({"mhairi"}))
    assert dose is not None and "phone" not in dose.clauses[0].frame


def test_still_and_a_verb_in_ing_is_the_speakers_and_so_is_meself():
    still = frame_of("Still renting the flat above the bakery, the landlord is Corrie Estates.", "Ewan", frozenset({"ewan"}))
    assert still is not None and still.subject == "Ewan" and still.by_speaker
    got = frame_of("Bought meself a second-hand Vantor e-bike for the commute.", "Ewan", frozenset({"ewan", "vantor"}))
    assert got is not None and got.subject == "Ewan"
    assert frame_of("Still snowing up the glen.", "Ewan", frozenset({"ewan"})) is None


def test_a_relatives_change_is_no_later_change_of_another_relative(tmp_path, embedder):
    with Memory(tmp_path, embedder=embedder) as memory:
        said(
            memory, "p", ("Farida", "Our youngest, Laleh, goes to Brookside Primary, she's in Year 2 now.", 0),
            ("Farida", "The bins went out late again this week.", 20),
            ("Farida", "My brother's girl just switched to Kingsmead Academy, she seems happier there.", 50),
            ("Farida", "Is it going to rain on Saturday?", 51),
        )  # fmt: skip
        top = memory.recall("Which school does Laleh go to?", profile="p", limit=5).items[0]
        assert "Brookside" in top.fact.text, top.fact.text


def test_only_for_a_place_or_a_time_limits_a_value_and_replaces_none():
    assert not cues_of("got a second phone now, 0770 900 1234, but that's only for the shop") & Cue.REPLACE
    assert not cues_of("the car is only on loan at weekends") & Cue.REPLACE
    assert cues_of("I only drink rooibos these days") & Cue.REPLACE


def test_until_a_season_or_for_a_fast_is_a_stretch_of_time():
    for text in ("No chocolate for me until Christmas", "Off sugar for Ramadan", "The kayak's in the garage till summer"):
        assert cues_of(text) & Cue.EPISODE, text


def test_someone_known_in_lower_case_opens_a_clause_and_a_comment_keeps_them():
    frame = frame_of(
        "news for the family group: tariq moved to Dundee for the new job, he loves it, we hardly hear from him",
        "Salma", frozenset({"salma", "tariq", "dundee"}),
    )  # fmt: skip
    assert frame is not None and frame.subject == "Tariq" and not frame.by_speaker
    # a word English spells in lower case is no name, even when someone is called it
    rose = frame_of("prices rose again, we can't keep up", "Salma", frozenset({"salma", "rose"}))
    assert rose is None or rose.subject != "Rose"
