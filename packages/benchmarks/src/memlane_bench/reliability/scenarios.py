"""The scenario table (1-13 follow issue 4's list, 14-17 issue 11's)."""

from __future__ import annotations

from . import scenarios_data as data
from . import scenarios_ops as ops
from . import scenarios_process as proc
from . import scenarios_security as sec
from .harness import Scenario

SCENARIOS: tuple[Scenario, ...] = (
    Scenario(1, "erasure", "erasure completeness across every owner; other tenants bit-identical",
             data._erasure, data._erasure_setup,
             {"lexical erase is a no-op": data._noop_owner_erase("lexical"),
              "vector erase is a no-op": data._noop_owner_erase("vector"),
              "graph erase is a no-op": data._noop_owner_erase("graph")}),
    Scenario(2, "manifest", "committed -> COMPLETE; owner failure -> DEGRADED, partial projection compensated, redriven",
             data._manifest, data._manifest_setup, {"no savepoint compensation": data._no_savepoints}),
    Scenario(3, "downgrade", "a newer schema stamp is refused and the file left untouched",
             ops._downgrade, None, {"no downgrade refusal": ops._no_refusal}),
    Scenario(4, "restore", "backup/restore: an injected failure rolls back to the exact previous bytes",
             ops._backup, ops._backup_setup),
    Scenario(5, "isolation", "zero leak across tenants and personal scopes on recall, every channel alone, get, list, export",
             data._leak, data._leak_setup, {"scopes not pushed into reads": data._scopes_ignored}),
    Scenario(6, "supersede", "a corrected fact is demoted but kept", data._supersede, None,
             {"no system-time expiry": data._no_expiry}),
    Scenario(7, "retention", "an older unused fact never outranks an identical newer one", data._retention),
    Scenario(8, "time-window", "as_of hides later facts; event-time windows rank their facts first",
             data._time_window, None, {"as_of ignored in storage": data._as_of_ignored}),
    Scenario(9, "fence", "stale generation rejected, fresh admitted, also across a restart", ops._fence, None,
             {"no fence check": ops._no_fence}),
    Scenario(10, "policy", "registry decisions follow the ordered checks; denials typed and audited", ops._policy, None,
             {"registry allows everything": ops._allow_all}),
    Scenario(11, "crash", "SIGKILL at random points: every acknowledged write present and COMPLETE after reopen",
             proc._crash, proc._crash_setup),
    Scenario(12, "multi-process", "4 processes writing and reading: no lock error reaches a caller, nothing lost",
             proc._multi, proc._multi_setup),
    Scenario(13, "fuzz", "bad input through the public API: typed errors, store unchanged after a rejection",
             ops._fuzz, None, {"untyped validation error": ops._untyped_errors}),
    # issue 11
    Scenario(14, "sessions", "logout / disable / revoked membership / rebind / demotion / TTL expiry stop the next call through a session view",
             sec._sessions, sec._sessions_setup, {"actor trusted for the view's life": sec._no_revalidation}),
    Scenario(15, "erasure-receipt", "with a reader holding the WAL the receipt says pending_checkpoint; completed (bytes gone) once it leaves",
             sec._receipts, sec._receipts_setup, {"checkpoint result believed": sec._checkpoint_believed}, max_reps=40),
    Scenario(16, "tamper", "forged or deleted audit trail, edited content / FTS / embedding / receipt: audit verify fails",
             sec._tamper, None, {"unkeyed audit chain": sec._unkeyed_chain, "no content digests in manifests": sec._no_evidence},
             max_reps=50),
    Scenario(17, "owner-data", "data written before users existed stays reachable by the profile's owner (and only by it)",
             sec._owner_data, None, {"implicit owner's scope orphaned": sec._not_inherited}, max_reps=50),
)  # fmt: skip
