"""dev21: the small script language the scenario files are written in, and the chat members.

A script is a sequence of turns ``(role, text)`` and small-talk gaps ``F(n, days)``. Roles: ``S``
the subject (speaking for themself, first person), ``A``/``B``/``C`` other members of the group
chat (each scenario gets its own names from ``POOL``). A digit after the role marks a scored
turn: ``1`` the earlier statement, ``2`` the later one (``dev21.py`` maps them onto ``current``
and ``other`` by kind)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class F:
    """``n`` small-talk turns spread over ``days`` days (text varies with the seed, nothing else)."""

    n: int
    days: float


@dataclass(frozen=True)
class Spec:
    family: str
    kind: str
    subject: str
    question: str
    script: tuple[tuple[str, str] | F, ...]
    past: str | None = None


def sc(
    family: str,
    kind: str,
    subject: str,
    question: str,
    *script: tuple[str, str] | F,
    past: str | None = None,
) -> Spec:
    return Spec(family, kind, subject, question, tuple(script), past)


# Chat members (first names, each used in one scenario only; names that occur in any scenario's
# text or as a subject are skipped by the builder).
POOL = """
Abbie Adaeze Adrienne Agostina Ailsa Akosua Alban Albertine Aldo Alfie Alisha Alvar Amadou Ambrin
Amias Anahita Anatole Andile Anika Anneke Anselma Antonin Arabella Arlo Arnav Artemis Asa Astrid
Atticus Augusta Aveline Azadeh Babajide Bakhyt Baptiste Barney Bartosz Beatrix Bellamy Benedek
Bethan Bibi Blessing Bodhi Bonita Boris Brennan Briony Bryn Caitriona Calla Calum Camille Candice
Carys Cecily Cedric Chaim Chiamaka Chidi Cillian Clarimond Clodagh Constance Corentin Cressida
Cyrus Dagmar Damaris Danuta Darragh Daviot Deirdre Demelza Desta Dilys Dimitra Dobromir Dorcas
Dougal Drusilla Dunya Eberhard Edda Edric Eilidh Ekaterina Elodie Elspeth Emeric Enid Eoin Ephraim
Erasmus Ermintrude Esra Eugenie Euan Fabienne Faisal Farah Faye Felicity Fenna Fergal Ffion Filippa
Finnian Fintan Flavia Folasade Frederica Gaia Garfield Gaspara Genevieve Geraint Gertie Ghislaine
Gilda Giselle Gobnait Gorka Greer Gulnara Gunnar Habiba Hadley Halima Hanneke Harriet Heloise
Henrietta Hermione Hesketh Hilde Honor Huxley Iacopo Ida Idunn Ilona Inigo Iolo Isadora Ishbel
Ivo Jacinta Jadwiga Jago Jaroslav Jemima Jessamy Joakim Jocasta Jonty Josiane Jovana Kamala Kasia
Katell Keturah Kezia Kirsty Klaudia Kwame Laila Larkin Laurentiu Leocadia Letitia Liesel Lilias
Linus Llinos Lowri Lucasta Ludmila Lysette Mabyn Madoc Mahala Malachy Manon Marek Margery Marit
Maxine Meinir Melisande Meredith Merrion Milo Minette Mirela Morwenna Myfanwy Nadira Nanette Naomh
Nerys Niamh Ninian Noemi Norrie Nuala Obadiah Octavia Odhran Olwen Oona Orsino Osian Paloma Pasco
Peregrine Petra Phoebe Piers Pilar Primrose Quentina Radka Rafferty Raisa Ramona Rhodri Roisin
Romy Roswitha Rowena Rufus Sabina Salome Sancha Saskia Senga Seren Sheena Sigrun Silvan Siobhan
Solveig Sorcha Stellan Sunita Susannah Sybil Tallulah Tamar Tegan Tiernan Tilda Tobiah Torin
Tullia Ulla Una Ursula Valeska Vesna Vilja Viola Vittoria Wanda Wilf Willow Xanthe Yelena Yestin
Yvaine Zara Zdenka Zephyr Zinnia Zita Zofia Aoife Bernadine Cerys Delyth Elowen Fenwick Gethsemane
Hedda Ilse Jarvis Kenelm Loveday Malin Nesta Orrin Pomona Quillon Ragna Sibyl Tamsin Ulric Verity
Wynne Yorick Zebulon Averil Blodwen Crispian Dervla Eluned Fabian Gideon Hebe Isolda Jethro
"""
