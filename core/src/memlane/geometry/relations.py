"""Reference frames of everyday relations: a small bank of generic descriptions per relation
family ("they live in a town", "their job title is"), embedded once by the same model as the
facts. A clause frame close to a family's references belongs to it; two clauses of the same
family fill the same relation even when their wordings share little ("they are a bus driver"
vs "they got hired as a conductor"), and the family says whether the relation holds one value
at a time (a home, a job, a partner: a new value replaces the old) or several (pets, clubs,
courses: a new value replaces the old only when the statement says so).

The descriptions are generic on purpose: they name the relation, not any wording of it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

# family -> (holds several values at once, reference descriptions)
FAMILIES: dict[str, tuple[bool, tuple[str, ...]]] = {
    "home": (False, ("they live in a town", "their home is in a city", "they moved house to another town",
                     "they relocated to a new city", "they are based in a country", "their address is on a street",
                     "they rent a flat in a neighbourhood", "they bought a house in a village")),
    "work": (False, ("they work as an employee", "their job title is", "they were hired by a company",
                     "they work for an employer", "their occupation is a profession", "they took a new position at a firm",
                     "they are employed at an organisation", "they changed careers and became a professional",
                     "they are a worker at a workplace")),
    "partner": (False, ("they are dating a person", "their partner is someone", "they are married to a spouse",
                        "they have a boyfriend", "they have a girlfriend", "they broke up with their partner",
                        "they are single", "they got engaged to someone")),
    "vehicle": (False, ("they drive a car", "their car is a model", "they bought a new vehicle", "they ride a motorbike",
                        "they sold their car")),
    "pet": (True, ("they have a pet animal", "their dog is called", "they adopted a cat", "they keep a pet bird",
                   "they own a puppy")),
    "favourite": (False, ("their favourite food is a dish", "their favourite meal is", "their favourite colour is",
                          "their favourite band is", "their favourite film is", "their favourite book is",
                          "their favourite drink is", "their favourite sport is", "they support a football club",
                          "they are a fan of a team")),
    "likes": (True, ("they love eating a meal", "they like to eat a cuisine", "they enjoy a kind of music",
                     "they prefer a drink", "they like a snack")),
    "contact": (False, ("their phone number is", "their email address is", "you can reach them at a number",
                        "their number changed", "their mobile number is")),
    "membership": (True, ("they are a member of a club", "they play in a band", "they joined a team",
                          "they belong to a group", "they sing in a choir")),
    "fitness": (False, ("they go to a gym", "they work out at a fitness studio", "they train at a sports club",
                        "their gym membership is")),
    "study": (True, ("they study at a university", "they attend a school", "they take a course",
                     "their major is a subject", "they are enrolled in a programme", "they are learning a language",
                     "they take lessons")),
    "commute": (False, ("they commute to work by a means of transport", "they get to the office by bus",
                        "they travel to work by bike", "they take the train to work", "they drive to work")),
    "diet": (False, ("they are vegetarian", "they follow a diet", "they do not eat meat", "they are vegan",
                     "they eat a special diet")),
    "health": (True, ("they are allergic to something", "they have an allergy", "they have a medical condition",
                      "they take medication for an illness")),
    "boss": (False, ("their manager is a person", "their boss is someone", "they report to a supervisor",
                     "their team lead is")),
    "hobby": (True, ("they enjoy a hobby", "they play a sport", "they like to paint in their free time",
                     "they collect things as a hobby")),
    "age": (False, ("they are years old", "their age is", "they turned an age", "their birthday is")),
}  # fmt: skip
MIN_SCORE = 0.45  # below this cosine to its nearest references a clause belongs to no family
MARGIN = 0.04  # families this close to the best one are kept too (the bank is coarse)


@dataclass(frozen=True)
class Family:
    names: tuple[str, ...]  # the closest family first, then those within MARGIN of it
    score: float
    several: bool  # the closest family holds several values at once

    @property
    def name(self) -> str:
        return self.names[0]


class RelationBank:
    """The bank embedded once (lazily) with ``embed`` (text -> vector, cached by the caller)."""

    def __init__(self, embed: Callable[[Sequence[str]], dict[str, np.ndarray]]) -> None:
        self._embed = embed
        self._matrix: NDArray[np.float32] | None = None
        self._owner: list[str] = []

    def _load(self) -> NDArray[np.float32]:
        if self._matrix is None:
            texts = [t for _, (_, refs) in FAMILIES.items() for t in refs]
            vectors = self._embed(texts)
            matrix = np.stack([np.asarray(vectors[t], dtype=np.float32) for t in texts])
            self._matrix = matrix / np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-9)
            self._owner = [name for name, (_, refs) in FAMILIES.items() for _ in refs]
        return self._matrix

    def classify(self, frames: Sequence[NDArray[np.floating]]) -> list[Family | None]:
        """The family of each clause frame (None when no family is close enough)."""
        if not frames:
            return []
        matrix = self._load()
        rows = np.stack([np.asarray(f, dtype=np.float32) for f in frames])
        rows /= np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-9)
        sims = rows @ matrix.T
        out: list[Family | None] = []
        for row in sims:
            per_family: dict[str, float] = {}
            for name, score in zip(self._owner, row.tolist(), strict=True):
                per_family[name] = max(per_family.get(name, -1.0), score)
            ranked = sorted(per_family.items(), key=lambda kv: -kv[1])
            best, score = ranked[0]
            if score < MIN_SCORE:
                out.append(None)
                continue
            names = tuple(n for n, v in ranked if v >= max(MIN_SCORE, score - MARGIN))
            out.append(Family(names, round(score, 3), FAMILIES[best][0]))
        return out
