"""Contradiction benchmark: hand-written realistic cases of changed and corrected facts, with
distractors and cases that must NOT be flagged."""
