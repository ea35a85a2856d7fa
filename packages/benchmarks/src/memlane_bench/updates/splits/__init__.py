"""Split modules: ``<name>.py`` here defines ``scenarios(seed) -> list[Scenario]`` (the contract
is in the package docstring). ``load`` imports one by name and validates what it returns."""

from __future__ import annotations

import importlib
import re

from ..schema import Scenario, ScenarioError, validate

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


class SplitNotFoundError(LookupError):
    """No module for the requested split."""


def load(name: str, seed: int = 0) -> list[Scenario]:
    if not _NAME.match(name):
        raise ScenarioError(f"invalid split name {name!r} (lower-case letters, digits, underscores)")
    module_name = f"{__name__}.{name}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        hint = " (the test split is written independently by the lead; see docs/benchmarks.md)" if name == "test" else ""
        raise SplitNotFoundError(f"no split module {module_name}{hint}") from None
    factory = getattr(module, "scenarios", None)
    if not callable(factory):
        raise ScenarioError(f"{module_name} must define scenarios(seed) -> list[Scenario]")
    return validate(list(factory(seed)))
