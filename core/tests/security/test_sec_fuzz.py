"""Issue 11, item 5: a hypothesis fuzz over every public method of ``Memory`` (with
``admin``, ``ops`` and ``items``) and every CLI command. Each argument is either plausible
(so deeper paths run) or junk (edge dates, huge ints, NaN, NUL, lone surrogates, deep
nesting, wrong types). Properties: only typed errors (``MemlaneError``; CLI: a documented
exit code and one ``error:`` line, never "unexpected"), nothing half-written by a call that
failed, and the store still works afterwards (a write, a recall, a clean ``audit verify``).

Examples per property: ``MEMLANE_FUZZ_EXAMPLES`` (default 300 API / 100 CLI, under a minute
on the CI machine); ``memlane-bench reliability --only fuzz -n N`` runs more.
"""

from __future__ import annotations

import datetime as dt
import inspect
import math
import os
from typing import Any

import pytest
import typer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from memlane import Memory
from memlane.cli import app
from memlane.config import MemoryConfig, SpineConfig
from memlane.errors import MemlaneError
from typer.testing import CliRunner

EXAMPLES = int(os.environ.get("MEMLANE_FUZZ_EXAMPLES", "300"))
CLI_EXAMPLES = max(10, EXAMPLES // 3)
CONFIG = MemoryConfig(spine=SpineConfig(reconcile_interval_seconds=0, write_deadline_seconds=60))


def _deep(levels: int) -> Any:
    value: Any = 1
    for n in range(levels):
        value = {"k": value} if n % 2 else [value]
    return value


JUNK = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70), st.sampled_from([2**64, -1, 0, 10**30]),
    st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=30), st.binary(max_size=12),
    st.sampled_from([
        "", " ", "\x00", "a\x00b", "\ud800", "x" * 20_000, "fact_99999999999999999999999", "mem_-1", "op_",
        "0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59-05:00", "2020-01-01T00:00:00+25:00", "shared:",
        "personal:other", "*", "../../etc/passwd", "[" * 50,
    ]),
    st.sampled_from([dt.datetime.min, dt.datetime.max, dt.date.min, dt.datetime(2024, 1, 1, tzinfo=dt.UTC)]),
    st.just(_deep(60)), st.just({"k": math.nan}), st.just({1: object()}), st.just(object()), st.just([None, 1, "x"]),
    st.lists(st.text(max_size=5), max_size=3), st.tuples(st.text(max_size=5)),
)  # fmt: skip

WORDS = st.sampled_from([
    "Ana keeps bees on the roof of her flat.", "Where does Ana keep bees?", "Rui moved to Lisbon in May 2023.",
    "The harbour master repaints the red buoy.",
])  # fmt: skip
PLAUSIBLE: dict[str, st.SearchStrategy[Any]] = {
    "content": WORDS, "text": WORDS, "query": WORDS,
    "profile": st.sampled_from([None, "default", "other"]),
    "ids": st.sampled_from(["fact_1", "mem_1", ["fact_1", "mem_2"]]), "fact_id": st.sampled_from(["fact_1", "fact_2"]),
    "id": st.sampled_from(["fact_1", "mem_1"]), "target": st.sampled_from(["Ana", "fact_1", ["mem_1"], None]),
    "operation_id": st.just("op_0"), "erasure_id": st.just("op_0"),
    "scope": st.sampled_from(["personal", "shared", "global", "shared:team"]),
    "scopes": st.sampled_from([None, ["personal"], ["global", "shared"]]),
    "metadata": st.sampled_from([None, {"turn": 1}]), "value": st.sampled_from([{"a": 1}, [1, 2], "v"]),
    "namespace": st.sampled_from([("users", "ann"), ("chat",)]), "prefix": st.sampled_from([(), ("users",), True, False]),
    "key": st.sampled_from(["k", "pref"]), "keys": st.sampled_from([["k"], "k", None]),
    "observed_at": st.sampled_from([None, "2023-05-01T10:00:00Z"]), "as_of": st.sampled_from([None, "2024-01-01"]),
    "valid_at": st.sampled_from([None, "2024-01-01"]), "valid_from": st.sampled_from([None, "2023-01-01"]),
    "valid_until": st.sampled_from([None, "2025-01-01"]), "importance": st.sampled_from([None, 0.5]),
    "limit": st.integers(min_value=0, max_value=20), "offset": st.integers(min_value=0, max_value=5),
    "steps": st.integers(min_value=1, max_value=3), "seed": st.sampled_from([None, 1]),
    "kind": st.sampled_from(["subject", "fact", "memory", "entity", "facts", "memories"]),
    "principal_id": st.sampled_from(["alice", "bob"]), "password": st.just("password-long-1"),
    "role": st.sampled_from(["member", "viewer", "admin", "owner"]), "token": st.text(max_size=20),
    "action": st.sampled_from(["retry", "cancel", "force-reconcile"]), "status": st.sampled_from(["active", "archived", None]),
    "ttl": st.sampled_from([None, 60]), "full": st.booleans(), "subject": st.sampled_from([None, "Ana"]),
    "states": st.just(("pending",)), "filter": st.sampled_from([None, {"a": 1}, {"a": {"$gt": 0}}]),
    "writes": st.just([]), "records": st.sampled_from([[{"content": "Rui likes trains a lot."}], []]),
}  # fmt: skip
SKIP = {
    "close",  # ends the memory under test (covered by every other test)
    "temporary",  # a classmethod making a new directory
    "restore",  # replaces the database: fuzzed with junk paths only, below
}


def _targets(mem: Memory) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for prefix, obj in (("", mem), ("admin.", mem.admin), ("ops.", mem.ops), ("items.", mem.items)):
        for name, member in inspect.getmembers(type(obj)):
            if name.startswith("_") or (name.startswith("a") and hasattr(type(obj), name[1:])) or name in SKIP:
                continue
            if callable(member) and not isinstance(member, property):
                found[prefix + name] = getattr(obj, name)
    return found


def _digest(mem: Memory) -> tuple[int, ...]:
    """Rows changed through the writer connection (every write goes through it) and the row
    counts of the tables a write touches."""
    conn = mem._store.db.conn
    tables = ("memories", "facts", "facts_fts", "entities", "edges", "profiles", "items", "principals", "memberships",
              "sessions", "operation_receipts", "tombstones", "erasure_receipts")  # fmt: skip
    return (conn.total_changes(), *(conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables))


@st.composite
def _call(draw, targets: dict[str, Any]):  # type: ignore[no-untyped-def]
    name = draw(st.sampled_from(sorted(targets)))
    signature = inspect.signature(targets[name])
    args: dict[str, Any] = {}
    for param in signature.parameters.values():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        optional = param.default is not param.empty
        if optional and draw(st.booleans()):
            continue  # leave it at its default
        plausible = PLAUSIBLE.get(param.name, JUNK)
        args[param.name] = draw(st.one_of(plausible, plausible, JUNK))
    return name, args


def test_the_fuzz_covers_every_public_method(tmp_path, embedder):
    with Memory(tmp_path / "d", embedder=embedder, config=CONFIG) as mem:
        names = set(_targets(mem))
    expected = {"remember", "recall", "erase", "erasure_status", "audit_verify", "admin.login", "ops.resolve", "items.search"}
    assert expected <= names and len(names) >= 50, sorted(names)


def test_public_api_raises_only_typed_errors_and_never_half_writes(tmp_path, embedder, monkeypatch):
    (tmp_path / "cwd").mkdir()
    monkeypatch.chdir(tmp_path / "cwd")  # junk paths (backup, import) land here, not in the repo
    data = tmp_path / "data"
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        mem.remember("Ana keeps bees on the roof of her flat.", speaker="Ana")
        targets = _targets(mem)
        seen: dict[str, int] = {}

        @settings(max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,
                  suppress_health_check=list(HealthCheck))  # fmt: skip
        @given(_call(targets))
        def one(call) -> None:  # type: ignore[no-untyped-def]
            name, args = call
            before = _digest(mem)
            try:
                targets[name](**args)
                seen[name] = seen.get(name, 0) + 1
            except MemlaneError:
                assert _digest(mem) == before, f"{name}({args!r}) failed but changed the store"
            except Exception as exc:  # pragma: no cover - the failure hypothesis reports
                raise AssertionError(f"{name}({args!r}) raised untyped {type(exc).__name__}: {exc}") from exc

        one()
        for path in ("/nonexistent/backup.mlb", str(tmp_path), "\x00"):  # restore: junk paths only
            with pytest.raises(MemlaneError):
                mem.restore(path)
        assert sum(seen.values()) > 0, "control: some generated calls succeeded"
        # Later calls still work and nothing is corrupted or unaccounted.
        result = mem.remember("After the fuzz, Rui still remembers trains.", speaker="Rui", profile="after")
        assert result.status == "complete"
        assert mem.recall("trains", profile="after").items
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        report = mem.audit_verify()
        assert report.ok, report.to_dict()


# -- CLI --------------------------------------------------------------------------------------
TYPED_EXIT_CODES = {0, 2, 3, 4, 5, 6, 7, 8, 9, 10}  # 2 = usage error (Click); docs/security.md


def _commands() -> dict[str, Any]:
    """Every leaf command, by its words ("ops resolve"). Typer may vendor its own Click, so
    groups and parameters are recognised by shape, not by class."""
    found: dict[str, Any] = {}

    def walk(group: Any, prefix: tuple[str, ...]) -> None:
        for name, command in group.commands.items():
            if hasattr(command, "commands"):
                walk(command, (*prefix, name))
            elif name not in _NOT_FUZZED:
                found[" ".join((*prefix, name))] = command

    walk(typer.main.get_command(app), ())
    return found


# demo takes no input to fuzz (it runs in its own CLI test); serve and mcp start servers that
# run until stopped (memlane-server's own tests fuzz and probe their surfaces).
_NOT_FUZZED = frozenset({"demo", "serve", "mcp"})

CLI_VALUES = st.one_of(
    st.sampled_from(["", "x", "fact_1", "mem_99999999999999999999999", "0001-01-01T00:00:00+05:00", "-1", "2" * 30,
                     "nan", "[" * 2000, '{"a": ' * 40, "shared:", "*", "\x7f", "op_0", "../x"]),
    st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=15),
)  # fmt: skip


@st.composite
def _cli_call(draw, commands: dict[str, Any]):  # type: ignore[no-untyped-def]
    name = draw(st.sampled_from(sorted(commands)))
    argv = name.split()
    for param in commands[name].params:
        if param.param_type_name == "option":
            flag = param.opts[0]
            if flag in ("--help",) or (not param.required and draw(st.booleans())):
                continue
            if param.is_flag:
                argv.append(flag)
            else:
                argv += [flag, draw(CLI_VALUES)]
        elif param.param_type_name == "argument":
            count = draw(st.integers(min_value=0 if not param.required else 1, max_value=2 if param.nargs == -1 else 1))
            argv += [draw(CLI_VALUES) for _ in range(count)]
    profile = draw(st.sampled_from([[], ["--profile", "default"], ["--profile", ""], ["--profile", "p" * 300]]))
    return [*profile, *argv]


def test_every_cli_command_exits_with_a_typed_code(tmp_path, embedder, monkeypatch):
    (tmp_path / "cwd").mkdir()
    monkeypatch.chdir(tmp_path / "cwd")  # junk paths (backup, export --out) land here
    data = tmp_path / "cli"
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        mem.remember("Ana keeps bees on the roof of her flat.", speaker="Ana")
    commands = _commands()
    assert {"remember", "recall", "erase", "audit verify", "admin login", "ops resolve", "import"} <= set(commands)
    runner = CliRunner()

    @settings(max_examples=CLI_EXAMPLES, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(_cli_call(commands))
    def one(argv) -> None:  # type: ignore[no-untyped-def]
        result = runner.invoke(app, ["--data-dir", str(data), *argv], input="pw-long-enough-1\npw-long-enough-1\n")
        assert result.exit_code in TYPED_EXIT_CODES, (argv, result.exit_code, result.output, result.exception)
        assert "unexpected" not in result.output and "Traceback" not in result.output, (argv, result.output)
        if result.exception is not None:
            assert isinstance(result.exception, SystemExit), (argv, repr(result.exception))

    one()
    done = runner.invoke(app, ["--data-dir", str(data), "recall", "bees", "--json"])
    with Memory(data, embedder=embedder, config=CONFIG) as mem:
        # `admin add-principal` may have configured users: then the CLI caller without a
        # token is anonymous and a recall is a typed denial (7), otherwise it answers.
        assert done.exit_code == (0 if mem._engine.implicit_owner else 7), done.output
        assert mem._engine.audit.verify().ok and mem._engine.verify_content().ok
