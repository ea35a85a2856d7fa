"""E-mail and web addresses and social handles: one value each, copied as said ("ana@proton.me"
keeps its "me" when first person is rewritten, "@quispe.threads" its dot, and neither is split
into words or names)."""

from __future__ import annotations

import re

ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?://\S+|\bwww\.\S+|(?<![\w@])@\w(?:[\w.]*\w)?")
