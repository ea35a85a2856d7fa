"""Scenarios on operations: migration downgrade (3), backup/restore rollback (4), the
generation fence (9), policy decisions (10) and bad-input fuzzing (13)."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import random
import shutil
from collections.abc import Iterator
from pathlib import Path

import apsw
from memlane import Memory
from memlane.errors import MemlaneError, SchemaTooNewError, StaleGenerationError
from memlane.governance import (
    ActorContext,
    DenyRule,
    DeploymentMode,
    OperationKind,
    OperationPolicyRegistry,
    PolicyDeniedError,
    Role,
    Transport,
)
from memlane.governance.policy import ADMIN_TRANSPORTS, DEFAULT_POLICIES, Check
from memlane.storage.migrations import latest_version

from .common import config, open_memory
from .harness import Context, NotRun, check, patched

# -- 3. migration downgrade refusal ---------------------------------------------------------


def _files(directory: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(directory.glob("memlane.db*")) if p.is_file()}


def _downgrade(ctx: Context, rep: int) -> None:
    directory = ctx.workdir / f"downgrade{rep}"
    with Memory(directory, embedder=ctx.embedder, config=config()) as mem:
        mem.remember("A fact written by this version of memlane.")
    conn = apsw.Connection(str(directory / "memlane.db"))
    conn.execute(f"PRAGMA user_version = {latest_version() + 1 + rep % 3}")
    conn.close()
    before = _files(directory)
    try:
        Memory(directory, embedder=ctx.embedder, config=config()).close()
        check(False, "a database stamped by a newer version was opened")
    except SchemaTooNewError:
        pass
    check(_files(directory) == before, "the refused file was modified")
    conn = apsw.Connection(str(directory / "memlane.db"))
    conn.execute(f"PRAGMA user_version = {latest_version()}")
    conn.close()
    with Memory(directory, embedder=ctx.embedder, config=config()) as mem:  # positive control
        check(mem.list().total == 1, "control: the current stamp opens")
    shutil.rmtree(directory, ignore_errors=True)


@contextlib.contextmanager
def _no_refusal(ctx: Context) -> Iterator[None]:
    from memlane.storage.database import Database

    with patched(Database, "_refuse_newer_schema", lambda self: None):
        yield


# -- 4. backup/restore rollback on an injected failure --------------------------------------


def _backup_setup(ctx: Context) -> None:
    if importlib.util.find_spec("memlane.governance.backup") is None:
        raise NotRun("memlane.governance.backup is not in this build")
    mem = open_memory(ctx, "backup")
    mem.remember("Caroline works at the city library.", speaker="Caroline")
    ctx.state["mem"] = mem


def _swap_module():  # type: ignore[no-untyped-def]
    for name in ("memlane.governance.swap", "memlane.governance.backup"):
        if importlib.util.find_spec(name) is not None:
            module = importlib.import_module(name)
            if hasattr(module, "_replace"):
                return module
    raise NotRun("no restore swap step to inject a failure into")


def _backup(ctx: Context, rep: int) -> None:
    mem = ctx.state["mem"]
    target = ctx.workdir / f"b{rep}.mlb"
    mem.backup(target)
    later = mem.remember(f"Caroline moved desks on day {rep} of the audit.", speaker="Caroline")
    mem._engine.close_stores()  # fold the WAL so the file hashes are the whole state
    mem._engine.reopen_stores()
    before = _files(mem.data_dir)
    swap = _swap_module()

    def refuse(src, dst):  # type: ignore[no-untyped-def]
        raise OSError("rename failed (injected)")

    with patched(swap, "_replace", refuse):
        try:
            mem.restore(target)
            check(False, "a restore with an injected failure succeeded")
        except OSError:
            pass
    check(_files(mem.data_dir) == before, "a failed restore changed the database")
    check(mem.get(later.memory_id).content.startswith("Caroline moved"), "the memory lost data after a failed restore")
    mem.restore(target)  # positive control: without the failure the backup's state comes back
    check(not any("moved desks" in m.content for m in mem.list(kind="memories").items), "control: restore works")
    target.unlink()


# -- 9. generation fence --------------------------------------------------------------------


def _fence(ctx: Context, rep: int) -> None:
    directory = ctx.workdir / f"fence{rep % 4}"
    profile = f"f{rep}"
    with Memory(directory, embedder=ctx.embedder, config=config()) as mem:
        mem.remember("First generation of the profile.", profile=profile)
        generation = mem._engine.reader.catalog.generation(profile)
        stale = _owner_actor(profile, generation)
        check(mem.acting_as(stale).remember("Admitted under the live generation.", profile=profile).complete, "control")
        if rep % 2:
            mem.erase(kind="profile", profile=profile)
            mem.remember("Second generation of the profile.", profile=profile)
        else:
            mem.admin.rebind_profile(profile)
        _expect_stale(mem, stale, profile)
        fresh = _owner_actor(profile, mem._engine.reader.catalog.generation(profile))
        check(mem.acting_as(fresh).remember("A fresh admission passes.", profile=profile).complete, "fresh rejected")
    with Memory(directory, embedder=ctx.embedder, config=config()) as mem:  # after a restart
        _expect_stale(mem, stale, profile)
        texts = [f.text for f in mem.list(profile=profile).items]
        check("Stale." not in texts, "a fenced write reached the store")


def _owner_actor(profile: str, generation: int) -> ActorContext:
    return ActorContext("fence-owner", frozenset({Role.OWNER}), Transport.PYTHON,
                        allowed_profiles=frozenset({profile}), active_profile=profile, profile_generation=generation)  # fmt: skip


def _expect_stale(mem: Memory, actor: ActorContext, profile: str) -> None:
    try:
        mem.acting_as(actor).remember("Stale.", profile=profile)
        check(False, "a write admitted under an old generation was accepted")
    except StaleGenerationError:
        pass


@contextlib.contextmanager
def _no_fence(ctx: Context) -> Iterator[None]:
    from memlane.transactions import spine

    with patched(spine, "check_fence", lambda store, admission: None):
        yield


# -- 10. policy registry: the ordered checks ------------------------------------------------

_KINDS = [k.value for k in OperationKind] + ["mystery_kind"]
_ROLES = [Role.OWNER, Role.ADMIN, Role.MEMBER, Role.VIEWER, Role.SYSTEM, Role.ANONYMOUS]


def _oracle(actor: ActorContext, kind: str, profile: str, mode: DeploymentMode, deny: DenyRule | None) -> Check:
    """The issue's order, written independently of the registry: explicit deny, unknown kind,
    authentication, role, transport, profile."""
    if deny is not None and deny.matches(actor, kind):
        return Check.EXPLICIT_DENY
    policy = {p.kind: p for p in DEFAULT_POLICIES}.get(kind)
    if policy is None:
        if mode is DeploymentMode.TEAM:
            return Check.UNKNOWN_KIND
        min_role, transports, bound = Role.MEMBER, set(Transport), True
    else:
        min_role, transports, bound = policy.min_role, set(policy.transports), policy.profile_bound
    roles = actor.roles
    if Role.ANONYMOUS in roles:
        return Check.AUTHENTICATION
    system = Role.SYSTEM in roles
    if not system and not any(r.rank >= min_role.rank and r.rank > 0 for r in roles):
        return Check.ROLE
    if actor.transport not in transports or (system and actor.transport is not Transport.INTERNAL):
        return Check.TRANSPORT
    if bound and not actor.may_access_profile(profile):
        return Check.PROFILE
    return Check.ALLOWED


def _policy(ctx: Context, rep: int) -> None:
    rng = random.Random(f"{ctx.seed}:policy:{rep}")
    seen: set[Check] = set()
    for _ in range(200):
        role = rng.choice(_ROLES)
        actor = ActorContext(f"p{rng.randrange(3)}", frozenset({role}), rng.choice(list(Transport)),
                             allowed_profiles=frozenset(rng.sample(["a", "b", "*"], rng.randrange(0, 3))))  # fmt: skip
        kind, mode, profile = rng.choice(_KINDS), rng.choice(list(DeploymentMode)), rng.choice(["a", "b"])
        deny = DenyRule(kind=rng.choice([kind, "other"]), role=rng.choice([None, role])) if rng.random() < 0.2 else None
        registry = OperationPolicyRegistry.default(mode)
        registry = registry.with_deny(deny) if deny else registry
        decision = registry.evaluate(actor, kind, profile=profile, payload_bytes=rng.choice([None, 10, 10**7]))
        expected = _oracle(actor, kind, profile, mode, deny)
        check(decision.decided_by is expected and decision.allowed == (expected is Check.ALLOWED),
              f"{kind} by {role} over {actor.transport} in {mode}: got {decision.decided_by}, expected {expected}")  # fmt: skip
        seen.add(expected)
    check(len(seen) >= 5, f"control: too few distinct outcomes exercised ({seen})")
    # Through the engine: a denial is typed and audited, the implicit owner is evaluated too.
    mem = ctx.state.setdefault("mem", open_memory(ctx, "policy"))
    viewer = ActorContext("v", frozenset({Role.VIEWER}), Transport.MCP, allowed_profiles=frozenset({"default"}))
    before = sum(1 for r in mem._engine.audit.log.records() if r.decision == "denied")
    for call in (lambda: mem.acting_as(viewer).remember("no"), lambda: mem.acting_as(viewer).erase("x")):
        try:
            call()
            check(False, "a call the policy denies went through")
        except PolicyDeniedError:
            pass
    after = sum(1 for r in mem._engine.audit.log.records() if r.decision == "denied")
    check(after - before == 2, "denials were not audited")
    check(ADMIN_TRANSPORTS and Transport.MCP not in ADMIN_TRANSPORTS, "control: MCP is not an admin transport")


@contextlib.contextmanager
def _allow_all(ctx: Context) -> Iterator[None]:
    from memlane.governance.policy import PolicyDecision

    with patched(OperationPolicyRegistry, "evaluate",
                 lambda self, actor, kind, **kw: PolicyDecision(True, kind, Check.ALLOWED, "allowed")):  # fmt: skip
        yield


# -- 13. bad input through the public API ---------------------------------------------------


def _fuzz(ctx: Context, rep: int) -> None:
    if 0 < rep < 10_000:
        return  # one hypothesis run of N examples covers the N repetitions (mutants rerun it)
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    mem = open_memory(ctx, f"fuzz{rep}")
    texts = st.one_of(st.text(max_size=60), st.binary(max_size=20), st.integers(), st.none(), st.just(" \t"),
                      st.just("a\x00b"), st.just("\ud800 lone surrogate"), st.just("x" * (1 << 20 + 1)))  # fmt: skip
    metadata = st.one_of(st.none(), st.dictionaries(st.text(max_size=5), st.one_of(st.integers(), st.floats(), st.text(max_size=5)), max_size=3),
                         st.lists(st.integers(), max_size=2), st.just({"k": object()}))  # fmt: skip
    profiles = st.one_of(st.none(), st.text(max_size=8), st.just(""), st.just("p\x00"), st.integers())
    scopes = st.one_of(st.sampled_from(["personal", "shared", "global", "shared:team", "personal:other", "bogus", "shared:", ""]), st.integers())
    times = st.one_of(st.none(), st.text(max_size=12), st.floats(allow_nan=True, allow_infinity=True), st.just("2023-05-01"))
    accepted = {"n": 0}

    # Each example is a valid write with at most one field replaced by junk: every rejection
    # path is exercised in isolation, and about one example in seven is a valid write.
    words = st.text(alphabet="abcdefghij klmnopqrstuvwxyz", min_size=12, max_size=60).filter(lambda t: len(t.split()) >= 3)
    valid = st.fixed_dictionaries({
        "content": words, "meta": st.one_of(st.none(), st.just({"source": "fuzz", "n": 1})),
        "profile": st.sampled_from([None, "default", "fuzz-b"]), "scope": st.sampled_from(["personal", "global", "shared"]),
        "observed": st.sampled_from([None, "2023-05-01T10:00:00Z"]), "speaker": st.sampled_from([None, "Ann"]),
    })  # fmt: skip
    junk_for = {"content": texts, "meta": metadata, "profile": profiles, "scope": scopes, "observed": times,
                "speaker": st.one_of(st.integers(), st.just("x" * 2000), st.just("a\x00"))}  # fmt: skip

    @st.composite
    def cases(draw):  # type: ignore[no-untyped-def]
        case = draw(valid)
        field = draw(st.sampled_from([None, *junk_for]))
        if field is not None:
            case[field] = draw(junk_for[field])
        return case

    @settings(max_examples=max(ctx.n, 10), deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(cases())
    def attempt_case(case) -> None:  # type: ignore[no-untyped-def]
        attempt(case["content"], case["meta"], case["profile"], case["scope"], case["observed"], case["speaker"])

    def attempt(content, meta, profile, scope, observed, speaker) -> None:  # type: ignore[no-untyped-def]
        before = _store_digest(mem)
        try:
            mem.remember(content, metadata=meta, profile=profile, scope=scope, observed_at=observed, speaker=speaker)
            accepted["n"] += 1
        except MemlaneError:
            check(_store_digest(mem) == before, "a rejected write changed the store")
        except Exception as exc:
            check(False, f"untyped error {type(exc).__name__}: {exc}")

    attempt("A perfectly ordinary sentence about the garden.", None, None, "personal", None, "Ann")
    check(accepted["n"] == 1, "control: a valid write is stored")
    attempt_case()
    check(accepted["n"] > 1, "control: generated valid writes were stored")
    junk = st.one_of(st.none(), st.integers(), st.text(max_size=12), st.sampled_from(["fact_1", "mem_1", "fact_999", "mem_x", "op_1"]),
                     st.lists(st.text(max_size=6), max_size=3), st.floats(allow_nan=True), st.binary(max_size=6))  # fmt: skip
    calls = {
        "recall": lambda a, b: mem.recall(a, limit=b if isinstance(b, int) else 10, scopes=b if isinstance(b, list) else None),
        "get": lambda a, b: mem.get(a),
        "list": lambda a, b: mem.list(kind=a, offset=b if isinstance(b, int) else 0),
        "forget": lambda a, b: mem.forget(a),
        "correct": lambda a, b: mem.correct(a, b),
        "update": lambda a, b: mem.update(a, importance=b),
        "erase": lambda a, b: mem.erase(a, kind=b if isinstance(b, str) else "subject"),
        "manifest": lambda a, b: mem.manifest(a),
    }

    @settings(max_examples=max(ctx.n, 10), deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))  # fmt: skip
    @given(st.sampled_from(sorted(calls)), junk, junk)
    def other_calls(name, a, b) -> None:  # type: ignore[no-untyped-def]
        before = _store_digest(mem)
        try:
            calls[name](a, b)
        except MemlaneError:
            check(name in ("recall", "get", "list", "manifest") or _store_digest(mem) == before, f"a rejected {name} changed the store")
        except Exception as exc:
            check(False, f"{name}: untyped error {type(exc).__name__}: {exc}")

    other_calls()
    ctx.note(f"hypothesis: {max(ctx.n, 10)} examples, {accepted['n']} accepted")


def _store_digest(mem: Memory) -> str:
    conn = mem._store.db.conn
    parts = [conn.execute(f"SELECT count(*), coalesce(max(rowid), 0) FROM {t}").fetchone()
             for t in ("memories", "facts", "facts_fts", "entities", "edges", "profiles", "redactions")]  # fmt: skip
    parts += [conn.execute(f"SELECT count(*) FROM {t}").fetchone() for t in ("operation_receipts", "obligations", "tombstones")]
    return repr(parts)


@contextlib.contextmanager
def _untyped_errors(ctx: Context) -> Iterator[None]:
    from memlane import memory as memory_module

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ValueError("an untyped validation error")

    with patched(memory_module, "build_request", broken):
        yield

