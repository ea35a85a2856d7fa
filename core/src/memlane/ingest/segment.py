"""Sentence segmentation into candidate facts (pysbd, rule-based, deterministic)."""

from __future__ import annotations

import re
import threading

import pysbd

_local = threading.local()
# pysbd is regex-heavy; enormous paragraphs are pre-cut on whitespace to keep it linear.
_MAX_PARAGRAPH = 5_000
_MAX_FACT_WORDS = 80
# In chat an emoji often ends a sentence with no stop after it ("Kian moved out at last 🎉 the
# new flatmate is Dariush"): text after an emoji and a space starts a new sentence.
_AFTER_EMOJI = re.compile(r"(?<=[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F])\s+(?=\S)")
# A word opening with a dot (".com", ".net" in "it's ...@quaymail.net, not .com") is no sentence
# end: its dot is hidden from the segmenter as a one-dot leader and put back after.
_DOT_WORD = re.compile(r"(?<!\S)\.(?=[A-Za-z0-9]{2,})")
_HIDDEN_DOT = "\u2024"


def _segmenter() -> pysbd.Segmenter:
    seg = getattr(_local, "segmenter", None)
    if seg is None:
        seg = _local.segmenter = pysbd.Segmenter(language="en", clean=False)
    return seg


def _paragraphs(text: str) -> list[str]:
    out = []
    for para in re.split(r"\n\s*\n|\r?\n", text):
        para = para.strip()
        while len(para) > _MAX_PARAGRAPH:
            cut = para.rfind(" ", 0, _MAX_PARAGRAPH)
            cut = cut if cut > 0 else _MAX_PARAGRAPH
            out.append(para[:cut])
            para = para[cut:].strip()
        if para:
            out.append(para)
    return out


def _cap_words(sentence: str) -> list[str]:
    words = sentence.split()
    if len(words) <= _MAX_FACT_WORDS:
        return [sentence]
    return [" ".join(words[i : i + _MAX_FACT_WORDS]) for i in range(0, len(words), _MAX_FACT_WORDS)]


def split_sentences(text: str, *, min_words: int = 4) -> list[str]:
    """Sentences of ``text``; fragments under ``min_words`` words join the next sentence
    (or the previous one at the end), so "Wow! I moved to Paris." stays one fact."""
    sentences: list[str] = []
    for para in _paragraphs(text):
        hide = _HIDDEN_DOT not in para  # (a text with its own leaders keeps them)
        for sentence in _segmenter().segment(_DOT_WORD.sub(_HIDDEN_DOT, para) if hide else para):
            for part in _AFTER_EMOJI.split(sentence.replace(_HIDDEN_DOT, ".") if hide else sentence):
                part = part.strip()
                if part:
                    sentences.extend(_cap_words(part))
    merged: list[str] = []
    pending = ""
    for sentence in sentences:
        current = f"{pending} {sentence}".strip() if pending else sentence
        if len(current.split()) < min_words:
            pending = current
            continue
        merged.append(current)
        pending = ""
    if pending:
        if merged:
            merged[-1] = f"{merged[-1]} {pending}"
        else:
            merged.append(pending)
    return merged
