"""Scenarios of issue 11: session revocation (14), honest erasure receipts (15), tamper
evidence (16) and the implicit owner's data once users exist (17). Each repetition is bracketed by a positive control; each mutant switches the
mechanism off and must be caught."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from dataclasses import replace

import apsw
from memlane.errors import MemlaneError
from memlane.governance import ANY_PROFILE, PolicyDeniedError, SessionExpiredError

from .common import config, open_memory, person, pseudo_word, raw_files_contain, rng_for
from .harness import Context, check, patched

# -- 14. sessions re-validate on every call -------------------------------------------------

REVOCATIONS = ("logout", "disable", "membership", "rebind", "demote", "ttl")
# Short enough that the TTL repetitions (one in six) wait little, long enough that the
# positive control (one recall, one write) finishes inside it on a loaded machine.
SESSION_TTL_S = 2.5


def _sessions_setup(ctx: Context) -> None:
    for key, cfg in (("mem", None), ("ttl_mem", config(session_ttl_seconds=SESSION_TTL_S))):
        mem = open_memory(ctx, f"sessions-{key}", cfg=cfg)
        mem.remember("The lighthouse keeper retired last spring.", scope="global")
        ctx.state[key] = mem


def _sessions(ctx: Context, rep: int) -> None:
    how = REVOCATIONS[rep % len(REVOCATIONS)]
    mem, rng = ctx.state["ttl_mem" if how == "ttl" else "mem"], rng_for(ctx, rep, "sessions")
    who, password = f"p{rep}", f"password-{pseudo_word(rng)}"
    mem.admin.create_principal(who, password)
    mem.admin.grant(who, "default", "member")
    session = mem.admin.login(who, password)
    token = session.token
    view = mem.session(token)
    check(view.recall("lighthouse keeper").items, "control: a live session reads")
    check(view.remember(f"{who} notes the {pseudo_word(rng)} lamp.").complete, "control: a live session writes")
    {"logout": lambda: mem.admin.logout(token), "disable": lambda: mem.admin.disable(who),
     "membership": lambda: mem.admin.revoke(who, "default"), "rebind": lambda: mem.admin.rebind_profile("default"),
     "demote": lambda: mem.admin.grant(who, "default", "viewer"),
     "ttl": lambda: time.sleep(max(0.0, session.expires_at.timestamp() - time.time()) + 0.05)}[how]()  # fmt: skip
    before = mem.stats()["memories"]
    secret = pseudo_word(rng, 4)
    for name, call in (("remember", lambda: view.remember(f"A write after the {how} says {secret}.")),
                       ("items.put", lambda: view.items.put(("n",), secret, {"v": 1}, text=f"{secret} item text."))):  # fmt: skip
        try:
            call()
            check(False, f"{name} went through a session after {how}")
        except (SessionExpiredError, PolicyDeniedError):
            pass
    if how != "demote":  # a demoted member is still a valid viewer: its reads continue
        for name, call in (("recall", lambda: view.recall("lighthouse keeper")), ("list", view.list)):
            try:
                call()
                check(False, f"{name} answered through a session after {how}")
            except (SessionExpiredError, PolicyDeniedError):
                pass
    check(mem.stats()["memories"] == before, f"a write through a revoked session ({how}) was stored")


@contextlib.contextmanager
def _no_revalidation(ctx: Context) -> Iterator[None]:
    """The pre-issue behaviour: the actor derived at login is trusted for the view's life."""
    from memlane.access.sessions import SessionGuard

    def stale(self, repos):  # type: ignore[no-untyped-def]
        if self._cached is None:
            return original(self, repos)
        return self._cached.actor

    original = SessionGuard.current
    with patched(SessionGuard, "current", stale), patched(SessionGuard, "check_write", lambda self, *a: None):
        yield


# -- 15. erasure receipts claim byte-level erasure only when true ---------------------------


def _receipts_setup(ctx: Context) -> None:
    ctx.state["mem"] = open_memory(ctx, "receipts")


def _receipts(ctx: Context, rep: int) -> None:
    mem, rng = ctx.state["mem"], rng_for(ctx, rep, "receipts")
    who, secret = person(rng), pseudo_word(rng, 5)
    mem.remember(f"{who} told me the vault word is {secret}.", speaker="Ann")
    mem.remember(f"The {pseudo_word(rng)} ferry leaves at noon.", speaker="Ann")
    reader = apsw.Connection(str(mem.path))
    try:
        reader.execute("BEGIN")
        reader.execute("SELECT count(*) FROM memories").fetchall()  # an older snapshot holds the WAL
        receipt = mem.erase(who)
        held = raw_files_contain(mem.data_dir, secret.encode())
        check(held, "control: with a reader holding the log the erased bytes are still in the files")
        check(not receipt.all_erased and receipt.status == "pending_checkpoint",
              f"the receipt claims {receipt.status} / all_erased={receipt.all_erased} while the bytes are in the files")  # fmt: skip
        check(receipt.logically_erased, "every store should have proved the logical erasure")
    finally:
        reader.execute("COMMIT")
        reader.close()
    mem.ops.reconcile()  # the finisher: the reader is gone, the checkpoint can truncate
    status = mem.erasure_status(receipt.erasure_id)
    check(status["status"] == "complete" and status["all_erased"], f"not completed after the reader left: {status}")
    check(not raw_files_contain(mem.data_dir, secret.encode()), "a completed receipt, yet the bytes are in the files")


@contextlib.contextmanager
def _checkpoint_believed(ctx: Context) -> Iterator[None]:
    """The pre-issue behaviour: whatever the checkpoint reports, the receipt says erased."""
    from memlane.erasure import checkpoint as module
    from memlane.erasure import service

    def optimistic(store, wait_ms):  # type: ignore[no-untyped-def]
        info, _ = real(store, wait_ms)
        return info, True

    real = module.checkpoint
    with patched(service, "checkpoint", optimistic):
        yield


# -- 16. tamper evidence --------------------------------------------------------------------

TAMPERINGS = ("facts.text", "memories.content", "fts row", "receipt", "vector", "forged audit records", "trail deleted")


def _tamper(ctx: Context, rep: int) -> None:
    rng = rng_for(ctx, rep, "tamper")
    name = f"tamper{rep}"
    mem = open_memory(ctx, name)
    for _ in range(3):
        mem.remember(f"{person(rng)} repairs {pseudo_word(rng)} clocks in Porto.", speaker="Ann")
    report = mem.audit_verify()
    check(report.ok, f"control: a clean store verifies ({report.reason})")
    check(mem.check_integrity(full=True).ok, "control: a clean store passes the full integrity check")
    mem.close()
    how = TAMPERINGS[rep % len(TAMPERINGS)]
    _apply(ctx.workdir / name, how)
    mem = open_memory(ctx, name)
    try:
        report = mem.audit_verify()
    except MemlaneError as exc:  # refusing to open or verify is detection too
        report = None
        ctx.note(f"{how}: {type(exc).__name__}")
    check(report is None or not report.ok, f"audit verify passed after: {how}")
    if how not in ("forged audit records", "trail deleted"):
        check(not mem.check_integrity(full=True).ok, f"check_integrity(full=True) passed after: {how}")
    mem.close()


def _apply(data, how: str) -> None:  # type: ignore[no-untyped-def]
    if how == "trail deleted":
        for suffix in ("", "-wal", "-shm", ".anchor"):
            (data / f"audit.db{suffix}").unlink(missing_ok=True)
        return
    if how == "forged audit records":
        _forge(data / "audit.db")
        return
    conn = apsw.Connection(str(data / "memlane.db"))
    if how == "vector":
        import numpy as np
        import sqlite_vec

        conn.enable_load_extension(True)
        conn.load_extension(sqlite_vec.loadable_path())
        other = np.full(384, 1 / np.sqrt(384), dtype=np.float32)
        conn.execute("UPDATE facts_vec SET embedding = ? WHERE fact_id = (SELECT max(id) FROM facts)", (other.tobytes(),))
    else:
        conn.execute({
            "facts.text": "UPDATE facts SET text = text || ' (edited)' WHERE id = (SELECT max(id) FROM facts)",
            "memories.content": "UPDATE memories SET content = 'rewritten' WHERE id = (SELECT max(id) FROM memories)",
            "fts row": "UPDATE facts_fts SET text = 'planted words' WHERE rowid = (SELECT max(id) FROM facts)",
            "receipt": "DROP TRIGGER operation_receipts_immutable; "
                       "UPDATE operation_receipts SET principal_id = 'mallory' WHERE id = (SELECT max(id) FROM operation_receipts)",
        }[how])  # fmt: skip
    conn.close()


def _forge(path) -> None:  # type: ignore[no-untyped-def]
    """Two records appended by someone who knows the format but not the installation key:
    the best they can do is a plain SHA-256 chain link."""
    from memlane.governance.audit_records import record_to_row, row_to_record

    conn = apsw.Connection(str(path))
    last = row_to_record(conn.execute("SELECT * FROM audit_log ORDER BY seq DESC LIMIT 1").fetchone())
    prev = last
    for n in (1, 2):
        draft = replace(last, seq=last.seq + n, operation="erase", prev_hash=prev.hash, metadata=dict(last.metadata), hash="")
        prev = replace(draft, hash=draft.computed_hash(), metadata=dict(last.metadata))
        conn.execute(f"INSERT INTO audit_log VALUES ({','.join('?' * 15)})", record_to_row(prev))
    conn.close()


@contextlib.contextmanager
def _unkeyed_chain(ctx: Context) -> Iterator[None]:
    """A plain hash chain (the pre-issue trail): records appended without any key verify."""
    from memlane.governance.audit import AuditLog

    with patched(AuditLog, "_mac_for", lambda self, seq: None):
        yield


@contextlib.contextmanager
def _no_evidence(ctx: Context) -> Iterator[None]:
    """Manifests without audit references or content digests (the pre-issue manifests)."""
    from memlane.transactions import spine

    with patched(spine, "evidence", lambda store, admission, done=None: {}):
        yield


# -- 17. data written before users existed stays reachable by its owner -----------------------


def _owner_data(ctx: Context, rep: int) -> None:
    rng, name = rng_for(ctx, rep, "owner-data"), f"owner{rep}"
    mem = open_memory(ctx, name)  # LOCAL, no users: the implicit local owner writes
    texts = [f"{person(rng)} keeps {pseudo_word(rng)} bees behind the mill." for _ in range(3)]
    ids = [mem.remember(t, speaker="Ann").memory_id for t in texts]
    check(mem.list(kind="memories").total == 3, "control: the implicit owner sees its own writes")
    password = f"password-{pseudo_word(rng)}"
    mem.admin.create_principal("root", password)
    mem.admin.grant("root", ANY_PROFILE, "owner")
    mem.admin.create_principal("mia", password)
    mem.admin.grant("mia", "default", "member")
    mem.close()
    mem = open_memory(ctx, name)  # users are configured now: no implicit owner any more
    root = mem.session(mem.admin.login("root", password).token)
    check(root.list(kind="memories").total == 3, "the profile's owner lost the data written before users existed")
    check(root.get(ids[1]).content == texts[1], "the owner cannot read a pre-user memory by id")
    check(root.stats()["memories"] == 3, "stats hides the pre-user data from its owner")
    mia = mem.session(mem.admin.login("mia", password).token)
    check(mia.list(kind="memories").total == 0, "a member reads the owner's personal pre-user data")
    mem.close()


@contextlib.contextmanager
def _not_inherited(ctx: Context) -> Iterator[None]:
    """The pre-issue behaviour: the implicit owner's personal scope belongs to nobody once users exist."""
    from memlane.engine import Engine

    with patched(Engine, "_inherits_implicit", lambda self, actor, profile: False):
        yield
