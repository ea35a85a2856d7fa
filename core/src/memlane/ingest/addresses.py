"""E-mail and web addresses and social handles: one value each, copied as said ("ana@proton.me"
keeps its "me" when first person is rewritten, "@quispe.threads" its dot, and neither is split
into words or names)."""

from __future__ import annotations

import re

ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?://\S+|\bwww\.\S+|(?<![\w@])@\w(?:[\w.]*\w)?")


def value_shape(value: str) -> str | None:
    """Values of one written form are of one kind whatever the embedder says ("@quispe.threads"
    ~ "@amaru_weaves" is only 0.42): handles, e-mail and web addresses, phone numbers."""
    if value.startswith("@"):
        return "handle"
    if "@" in value:
        return "email"
    if value.startswith(("http", "www.")):
        return "web"
    if re.fullmatch(r"\+?[\d\s().-]+", value) and sum(ch.isdigit() for ch in value) >= 7:
        return "phone"  # not any number: "10 mg" and "flat 4" are of no one kind
    return None


# What a relation frame says in place of a value of a written form: "their landline is a phone
# number" is a contact detail to the embedder, "their landline is something" nothing in particular.
SHAPE_WORDS = {"handle": "a handle", "email": "an email address", "web": "a website", "phone": "a phone number"}
