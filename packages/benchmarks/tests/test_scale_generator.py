"""``memlane-bench scale``: the generator's realism and determinism, the engine-only embedder."""

from __future__ import annotations

import itertools
import re
from collections import Counter

import numpy as np
from memlane_bench.scale.embedder import FixedEmbedder
from memlane_bench.scale.generator import ProfileConversation

_SENTENCE = re.compile(r"(?<=[.?!]) (?=[A-Z])")


def test_generator_is_deterministic_and_varied():
    first = list(itertools.islice(ProfileConversation("p", seed=3).turns(), 3000))
    again = list(itertools.islice(ProfileConversation("p", seed=3).turns(), 3000))
    other = list(itertools.islice(ProfileConversation("q", seed=3).turns(), 50))
    assert first == again and first[:50] != other
    sentences = Counter(s for t in first for s in _SENTENCE.split(t["content"]))
    assert len(sentences) / sum(sentences.values()) > 0.6  # restatements repeat; most sentences do not
    assert 2.0 <= sum(sentences.values()) / len(first) <= 3.0
    speakers = {t["speaker"] for t in first}
    assert len(speakers) == 16
    text = " ".join(t["content"] for t in first)
    assert "I moved from" in text and "still live in" in text and "I left" in text  # changes and restatements
    assert len({t["session_id"] for t in first}) > 100
    times = [t["observed_at"] for t in first]
    assert times == sorted(times)


def test_fixed_embedder_is_labelled_and_keeps_word_overlap():
    emb = FixedEmbedder()
    assert "engine-only" in emb.name and "not a language model" in emb.name
    a, b, c = emb.encode(["I live in Lisbon now", "I still live in Lisbon", "My parrot plays chess"])
    assert abs(float(np.linalg.norm(a)) - 1) < 1e-5
    assert float(a @ b) > float(a @ c)
