"""docs/security.md names the test files behind each guarantee: the names must exist, and
every security test file must be named there (a guarantee without a cited test, or a cited
test that was renamed away, is a claim nothing checks)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DOCS = ROOT / "docs" / "security.md"
HERE = Path(__file__).resolve().parent


def _cited() -> set[str]:
    return set(re.findall(r"`((?:core/tests/[\w/]+/)?test_\w+\.py)`", DOCS.read_text(encoding="utf-8")))


def test_every_cited_test_file_exists_and_holds_tests():
    cited = _cited()
    assert cited, "docs/security.md cites no test file"
    for name in cited:
        path = ROOT / name if "/" in name else HERE / name
        assert path.is_file(), f"docs/security.md cites {name}, which does not exist"
        assert re.search(r"^def test_", path.read_text(encoding="utf-8"), flags=re.MULTILINE), name


def test_every_security_test_file_is_cited():
    cited = {Path(name).name for name in _cited()}
    own = {p.name for p in HERE.glob("test_sec_*.py")} - {Path(__file__).name}
    assert own <= cited, f"not cited in docs/security.md: {sorted(own - cited)}"
