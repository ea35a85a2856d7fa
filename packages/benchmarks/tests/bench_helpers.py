"""Test helpers: a tiny hand-made LoCoMo file (the real dataset is CC BY-NC and may be
absent) and a fault-injecting wrapper around the real embedding model."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


class ExplodingEmbedder:
    """The real model, except that a batch larger than ``fail_on_batch_over`` raises: proves a
    failing embedder aborts the benchmark instead of being swallowed."""

    def __init__(self, inner, fail_on_batch_over: int) -> None:
        self.inner = inner
        self.fail_on_batch_over = fail_on_batch_over

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        if len(texts) > self.fail_on_batch_over:
            raise RuntimeError("embedder exploded")
        return self.inner.encode(texts)


def tiny_sample(sample_id: str = "conv-t1") -> dict:
    return {
        "sample_id": sample_id,
        "conversation": {
            "speaker_a": "Alice",
            "speaker_b": "Bob",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {
                    "speaker": "Alice",
                    "dia_id": "D1:1",
                    "text": "I adopted a beagle puppy named Biscuit yesterday.",
                },
                {
                    "speaker": "Bob",
                    "dia_id": "D1:2",
                    "text": "Congratulations! My sister grows tomatoes in her greenhouse.",
                },
                {
                    "speaker": "Alice",
                    "dia_id": "D1:3",
                    "text": "Biscuit loves chewing my running shoes every morning.",
                },
            ],
            "session_2_date_time": "10:00 am on 20 June, 2023",
            "session_2": [
                {
                    "speaker": "Bob",
                    "dia_id": "D2:1",
                    "text": "I started learning the cello at a community music school.",
                },
                {
                    "speaker": "Alice",
                    "dia_id": "D2:2",
                    "text": "I ran the Lisbon marathon last Sunday with my cousin.",
                },
            ],
        },
        "qa": [
            {
                "question": "What kind of puppy did Alice adopt?",
                "answer": "beagle",
                "evidence": ["D1:1"],
                "category": 4,
            },
            {
                "question": "Which instrument is Bob learning?",
                "answer": "cello",
                "evidence": ["D02:01"],
                "category": 4,
            },
            {
                "question": "What does Biscuit chew, and what breed is he?",
                "answer": "shoes; beagle",
                "evidence": ["D1:1; D1:3"],
                "category": 1,
            },
            {
                "question": "Which marathon did Alice run?",
                "answer": "Lisbon",
                "evidence": ["D2:2", "D9:99"],
                "category": 2,
            },
            {
                "question": "What is Bob's favourite colour?",
                "answer": "",
                "evidence": [],
                "category": 3,
            },
            {
                "question": "What did Bob's sister adopt?",
                "adversarial_answer": "a puppy",
                "evidence": ["D1:2"],
                "category": 5,
            },
            {
                "question": "Where does the cello school stand?",
                "answer": "?",
                "evidence": ["D"],
                "category": 4,
            },
        ],
    }
