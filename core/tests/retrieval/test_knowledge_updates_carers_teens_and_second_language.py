"""Carers, teenagers and people writing in a second language (issue 12, twenty-sixth session):
a relative named once and then by a nickname ("Nan (Dorothy)" ... "Dot") or the word for them
("Nan", "Grandad", "Mam") is the same person; how the speaker feels about someone else's move
("... and I'm gutted") does not make it theirs, nor does "she lives two doors down from me";
someone introduced by where they are from ("Jo from accounts") leads their own clause; a change
marked with several asterisks, "typed it wrong", "Ken's off the metformin", "let Jan go", "pass
away", "dyed it back to", "first week trading from" are changes or corrections; a phone dropped
in the bath is no change, unpaid leave and "I go return next week" are stretches, and a plan
told across a dash ("switching to X - at his review in March") is one; "Octopus it is" is a
choice made, "the new one is ..." a value replaced; a stay in hospital is a stretch, and a move
told in the progressive whose date a later sentence of the turn gives ("Move-in date is early
March") is still to come, as are a change dated at the end of the month and one waiting to go
through; a name spoken to before the teller's own news ("Sipho, just so you know, I've left
NUMSA") is not whom it is about; asked about the present, a plan or a stretch ends below the
person's own standing statement of the relation."""

import pytest
from memlane.ingest.cues import Cue, cues_of, standing, unstarred
from memlane.ingest.entities import EntityResolver, Mention, name_variants
from memlane.ingest.frames import frame_of
from memlane.ingest.kin import named_kin, parents_as_mine
from memlane.recall.state_fallback import names_as_subject
from update_helpers import top_after


@pytest.mark.parametrize(("short", "full"), [("peggy", "margaret"), ("dot", "dorothy"), ("bill", "william"), ("kenneth", "ken")])
def test_a_given_names_other_forms(short, full):
    assert full in name_variants(short)


def test_a_nickname_resolves_to_the_one_known_person_it_can_stand_for():
    resolver = EntityResolver({"margaret": (7, "Margaret", "person")})
    assert resolver.resolve(Mention("Peggy", "person")).entity_id == 7
    # of two it may stand for, neither
    two = EntityResolver({"harold": (1, "Harold", "person"), "henry": (2, "Henry", "person")})
    assert two.resolve(Mention("Hal", "person")).entity_id is None


def test_grandparents_named_by_the_word_alone_are_the_speakers():
    assert parents_as_mine("Nan's moved in with us") == "my nan's moved in with us"
    assert named_kin("Bethan's grandad (Idris) is at Maesteg Lodge", "Bethan") == [("grandad", "Idris")]


@pytest.mark.parametrize(
    ("text", "speaker", "subject"),
    [
        ("my best mate's family just moved to Hull and I'm gutted", "Rowan", None),
        ("she lives three doors down from me", "Rowan", "Ilse"),
        ("Jo from accounts has left for Ocado", "Rowan", "Jo"),
        ("Priya moved in with my mum and my dad last week", "Rowan", "Priya"),
        # (a verb that opens the sentence is no one introduced by where they are from)
        ("Heard from Cornelis's sister that Cornelis left Pallister and works at Skarrow now.", "Rowan", "Cornelis"),
    ],
)
def test_whose_change_it_is(text, speaker, subject):
    frame = frame_of(text, speaker, frozenset({"hull", "ilse", "jo", "ocado", "priya", "cornelis", "pallister", "skarrow"}), spoken_of="Ilse")
    if subject is None:
        assert frame is None or not frame.by_speaker or frame.qualifier is not None
    else:
        assert frame is not None and frame.subject == subject and not frame.by_speaker


def test_the_speakers_own_change_beside_someone_else_stays_theirs():
    frame = frame_of("my sister and I moved to Hull in May", "Rowan", frozenset({"hull"}))
    assert frame is not None and frame.by_speaker and frame.qualifier is None


@pytest.mark.parametrize(
    "text",
    [
        "Nationwide*** not Halifax",
        "ugh I typed it wrong, it's 07700 900 123",
        "Dad's off the warfarin now, they've put him on apixaban",
        "Had to let Marek go, I'm doing the deliveries myself",
        "My grandmother pass away in the spring",
        "dyed it back to black for the interview",
        "First week trading from the new unit on Mill Road!",
        "Octopus it is then.",
        "new one is jules_k99 add me",
        "Did port my number to Three on Monday itself.",
        "Ignore me, that was the old surgery.",
        "First invoice from Bidfood came in today",
        "first full week at the Asda depot done!!",
        "Cancelled the Now TV, no point paying for both",
    ],
)
def test_changes_and_corrections_told_plainly(text):
    plain, starred = unstarred(text)
    assert starred or cues_of(plain) & (Cue.REPLACE | Cue.SHIFT | Cue.CORRECTION), text


@pytest.mark.parametrize("text", ["dropped my phone down the loo, text me on Jen's", "dropped the kids off at nursery", "It is what it is."])
def test_something_let_fall_or_a_saying_is_no_change(text):
    assert not cues_of(text) & Cue.REPLACE, text


@pytest.mark.parametrize(
    "text",
    ["I take unpaid leave from Asda for my cousin's wedding", "I am in Accra now for my father burial, I go return next week Friday", "we're back in two weeks"],
)
def test_leave_and_a_return_with_its_time_are_stretches(text):
    assert cues_of(text) & Cue.EPISODE, text


@pytest.mark.parametrize("text", ["Dad's been in hospital since Sunday, ward 12.", "Mum was admitted to St James's last night", "Should be home by Friday, fingers crossed"])
def test_a_stay_in_hospital_is_a_stretch(text):
    assert cues_of(text) & Cue.EPISODE and not standing(cues_of(text)), text


def test_a_state_held_since_an_event_is_no_past_event():
    frame = frame_of("Since I moved to nights the Unite branch is my union.", "Leanne", frozenset({"unite"}))
    assert frame is not None and standing(frame.cues) and frame.cues & Cue.SHIFT


@pytest.mark.parametrize(
    "text",
    [
        "I'm cancelling Netflix at the end of the month, Disney is cheaper",
        "basically moved to Starling, just waiting for the transfer to go through",
        "Put my name on the waitin' list at the Beeches",
    ],
)
def test_a_change_that_has_not_gone_through_is_a_plan(text):
    assert cues_of(text) & Cue.PLAN and not standing(cues_of(text)), text


def test_a_name_spoken_to_before_the_tellers_own_news_is_not_whom_it_is_about():
    assert not names_as_subject("Sipho, just so you know, I've left NUMSA and joined Solidarity", ["sipho"])
    assert not names_as_subject("Mei Lin ah, I resigned from the bank already", ["mei lin"])
    assert names_as_subject("Sipho has left NUMSA and joined Solidarity", ["sipho"])


def test_a_change_still_to_come_told_across_a_dash_is_a_plan():
    frame = frame_of("GP says Arthur's switching to sertraline - at his review in May, not before.", "Wren", frozenset({"arthur", "sertraline"}))
    assert frame is not None and frame.cues & Cue.PLAN and not standing(frame.cues)


# (turns as (speaker, text, day), the present question, what its first answer names)
END_TO_END = {
    "a_carer_calls_her_by_a_nickname": (
        (("Morven", "Granny (Margaret) lives in her own flat on Kelvin Street, won't hear of moving", 0),
         ("Morven", "The car failed its MOT, of course", 20),
         ("Morven", "Well that's that. Peggy moved into Ardgowan House on Friday, the stairs had got too much", 60)),
        "Where does Margaret live?", "Ardgowan",
    ),
    "a_friends_move_told_with_feeling_is_theirs": (
        (("Kieran", "I live in Gorton with my nan and my little brother", 0), ("Kieran", "got a B in my mocks lol", 20),
         ("Kieran", "my best mate's family just moved to Preston and I'm so gutted, no one to get the bus with now", 60)),
        "where does Kieran live", "Gorton",
    ),
    "a_move_whose_date_the_next_sentence_gives_is_a_plan": (
        (("Gethin", "Grandma (Olwen) lives in her bungalow in Porthcawl, won't leave it", 0), ("Gethin", "Boiler's playing up again", 20),
         ("Gethin", "Olwen is moving to Ty Mawr care home! She's signed everything. Move-in date is the end of April", 60)),
        "Where does Olwen live?", "Porthcawl",
    ),
    "a_stay_in_hospital_is_no_new_home": (
        (("Siwan", "Dad (Emrys) lives with Mum on Heol Fach in Llanelli", 0), ("Siwan", "The dog ate a sock, vet says he'll live", 20),
         ("Siwan", "Emrys is in Prince Philip Hospital since Monday, ward 6, a chest infection. Should be home by the weekend", 60)),
        "Where does Emrys live?", "Heol Fach",
    ),
    "a_plan_ends_below_the_standing_statement": (
        (("Odile", "I've got Netflix, the standard one with adverts", 0), ("Odile", "the kids broke the remote again", 20),
         ("Odile", "ok I'm cancelling netflix at the end of the month and we're going over to disney plus cause of the bundle, remind me on the 28th", 60)),
        "Which streaming service does Odile pay for?", "standard one",
    ),
}


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_end_to_end(tmp_path, embedder, case):
    turns, question, expected = END_TO_END[case]
    assert expected in top_after(tmp_path, embedder, turns, question)
