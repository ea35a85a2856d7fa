"""Every difference an adapter's differential test declares (``Difference("name", "reason")``)
is listed, by name, in that adapter's doc (docs/adapters/<adapter>.md): users read the doc, not
the tests. Read from the source tree, so it runs in the workspace suite without the frameworks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECLARED = re.compile(r"""Difference\(\s*["']([^"']+)["']""")


def _declarations() -> list[tuple[str, str, Path]]:
    found = []
    for test in sorted(ROOT.glob("adapters/*/tests/test_differential*.py")):
        adapter = test.parents[1].name
        found += [(adapter, name, test) for name in DECLARED.findall(test.read_text(encoding="utf-8"))]
    return found


@pytest.mark.parametrize("adapter, name, test", _declarations(), ids=lambda v: v if isinstance(v, str) else "")
def test_declared_difference_is_in_the_adapters_doc(adapter: str, name: str, test: Path) -> None:
    doc = ROOT / "docs" / "adapters" / f"{adapter}.md"
    assert doc.is_file(), f"{test.relative_to(ROOT)} declares differences but {doc.relative_to(ROOT)} does not exist"
    assert f"`{name}`" in doc.read_text(encoding="utf-8"), f"{doc.relative_to(ROOT)} does not list the difference `{name}`"

