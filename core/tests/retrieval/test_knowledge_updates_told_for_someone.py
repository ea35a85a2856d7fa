"""A change told by someone writing for the person (issue 12, twenty-second session): the teller
who opens by saying whose relative they are ("I am Ilvana, Doran's sister, ...: he sold the
Morvale") tells the change of the person, in the store-time frame as in the stored text; a message
carried for someone ("Brisa's asked me to pass on some news: ...") names whom the pronoun after
it means; the speaker's people named only as company ("... with our sister") leave the clause to
the name that opens it."""

import pytest
from memlane.ingest.frames import frame_of
from memlane.ingest.pronouns import told_after_opening
from update_helpers import top_after


def test_a_name_that_opens_the_clause_keeps_it_beside_the_speakers_company():
    for text in ("Brisa's settled in Kellow with our sister now.", "Brisa moved to Kellow with my parents.", "Brisa works alongside my cousin at Tarnet."):
        frame = frame_of(text, "Ottmar")
        assert frame is not None and frame.subject == "Brisa", text
    # the speaker's own people elsewhere in the clause still make it the speaker's
    assert frame_of("Brisa is my manager.", "Ottmar").subject == "Ottmar"
    assert frame_of("Brisa drives my old car now.", "Ottmar").subject == "Ottmar"


def test_a_message_carried_for_someone_names_whom_the_pronoun_means():
    frame = frame_of("Brisa's asked me to pass on some news: she's settled in Kellow now.", "Ottmar")
    assert frame is not None and frame.subject == "Brisa"
    assert any("kellow" in clause.values for clause in frame.clauses)


def test_what_follows_a_relatives_opening_is_told_of_the_person():
    told = told_after_opening("I am Ilvana, Doran's sister, his English is not so good so I write for him: he sold the Morvale, now he drives a Tessaly.", "Ilvana")
    assert told == "his English is not so good so I write for him: Doran sold the Morvale, now Doran drives a Tessaly."
    assert told_after_opening("I am Ilvana and I sold the Morvale.", "Ilvana") is None


# (turns, the present question, what its first answer names)
END_TO_END = {
    "a_sister_writing_for_him_in_one_sentence": (
        (
            ("Doran", "Zdravo, I am Doran. I drive the old Morvale of my father, it is almost older than me.", 0),
            ("Doran", "I bought a small cactus for the desk, it looks at me all day.", 3),
            ("Ilvana", "I am Ilvana, Doran's sister, his English is not so good so I write for him: he sold the Morvale finally, now he is driving a white Tessaly Nova.", 40),
        ),
        "Which car should I look for when I pick up Doran?", "Tessaly",
    ),
    "a_brother_passing_on_news_of_a_move": (
        (
            ("Brisa", "I live in Dunmere, in the old quarter, fifteen minutes from my office.", 0),
            ("Brisa", "Tell me something interesting about Saturn.", 2),
            ("Ottmar", "Hi, Ottmar here, Brisa's brother. She's asked me to pass on some news: she's settled in Kellow with our sister now and is working remotely.", 50),
        ),
        "Which city is Brisa based in?", "Kellow",
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(END_TO_END))
def test_the_new_statement_answers_first(case, tmp_path, embedder):
    turns, question, wanted = END_TO_END[case]
    assert wanted in top_after(tmp_path, embedder, turns, question)
