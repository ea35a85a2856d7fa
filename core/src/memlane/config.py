"""Engine configuration: small frozen dataclasses, one per concern."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_data_dir

from .governance.scrub import ProfileScrubPolicies

DATA_DIR_ENV = "MEMLANE_DATA_DIR"
DATABASE_FILENAME = "memlane.db"
DEFAULT_PROFILE = "default"


@dataclass(frozen=True)
class IngestConfig:
    max_content_bytes: int = 1 << 20
    # Sentences shorter than this many words are merged into a neighbour: fragments like
    # "Wow!" carry no fact of their own and hurt both lexical and dense retrieval.
    min_fact_words: int = 4
    embed_batch_size: int = 64
    # Records per transaction of a chunked import: big enough to batch embedding and
    # projection, small enough that a chunk commits within seconds and an interruption
    # loses little work.
    import_chunk_records: int = 500
    # Knowledge updates at store time: a new statement of the same relation of the same person
    # with another value supersedes the old one (kept, demoted at recall). Off, relation frames
    # are still indexed for recall's state awareness.
    consistency: bool = True


@dataclass(frozen=True)
class RecallConfig:
    """Every stage of recall, each switchable for ablation (see docs/retrieval.md)."""

    rrf_k: int = 5  # measured on the LoCoMo dev split: 5 beat 10, 30, 60 (docs/benchmarks.md)
    channel_weights: dict[str, float] = field(
        default_factory=lambda: {
            "lexical": 1.0,
            "semantic": 0.75,
            "temporal": 0.6,
            "entity_graph": 0.3,
            "hopfield": 0.3,
            "spreading": 0.3,
        }
    )
    # Channels applied as post-fusion boosters instead of candidate producers: they re-weight
    # what the producers found by (1 + strength × their normalised score) and add nothing.
    # Measured on LoCoMo (docs/benchmarks.md): as producers they crowd out better candidates.
    boosters: dict[str, float] = field(default_factory=lambda: {"entity_graph": 0.3, "hopfield": 0.3, "spreading": 0.2})
    # How many candidates each channel contributes before fusion.
    channel_candidates: int = 60
    # Items found by several channels gain this much per extra channel (cross-channel agreement).
    agreement_boost: float = 0.1
    query_strategy: bool = True
    fisher: bool = True
    scene_expansion: bool = True
    # Neighbouring turns pulled in on each side of the top `scene_seeds` hits, each at
    # `scene_factor` × its seed's score (LoCoMo dev: 2 turns at 0.4 beat 1 at 0.5 by 1.7 pp all@10).
    scene_turns: int = 2
    scene_seeds: int = 3
    scene_factor: float = 0.4
    # Answer expansion: the turn right after a question among the top `answer_seeds` hits
    # scores `answer_factor` × the question's score (the reply is what was asked for).
    answer_factor: float = 1.2
    answer_seeds: int = 30
    # Newer-statement expansion: the statement that superseded one of the top `newer_seeds`
    # hits (a store-time supersedes edge) scores at least `newer_factor` × the old one's score:
    # a question that finds "I live in Lisbon" finds what replaced it, however far apart they
    # were said and however differently worded. 0 = off.
    newer_factor: float = 1.0
    newer_seeds: int = 20
    # Later-change expansion: what the subject of one of the top `change_seeds` hits said
    # afterwards (their `change_budget` most recent framed statements) that ends or replaces
    # something and says much the same kind of thing as the hit (statement cosine at least
    # `change_likeness`) scores `change_factor` × the hit's score, for a present question:
    # "Emeka switched to the architecture programme" answers "what is Emeka studying now?"
    # though it shares no word with it, and store time found no edge. 0 = off.
    change_factor: float = 1.0
    change_seeds: int = 3
    # the seeds are the first `change_seeds` of the top `change_pool` hits that are about what was
    # asked: a name the lexical channel rates high ("Made Soledad cry on the bus", said four
    # times) can fill the top three and hide the one statement of the relation
    change_pool: int = 8
    change_budget: int = 32
    change_likeness: float = 0.3
    change_frame: float = 0.25  # some clause frame this like one of the hit's: the same relation
    change_relevance: float = 0.5  # its cosine to the question, at least this × the closest hit's
    change_seed_relevance: float = 0.8  # a seed's cosine to the question, at least this × the best's
    # Ended-value expansion (recall/ended.py): a statement said after one of those hits that
    # says a value the hit named has ended ("Vikram left last week" after "Vikram is a good
    # manager") scores `ended_factor` × the hit's score, and the hit is demoted as an inferred
    # supersession is; each value's `ended_budget` newest facts are read. 0 = off.
    ended_factor: float = 1.0
    ended_seeds: int = 10  # hits about a person the question names, at most this many
    ended_seed_relevance: float = 0.6  # and a cosine to the question at least this × the best one's
    ended_likeness: float = 0.15  # the ending statement's cosine to the hit, at least
    ended_budget: int = 16
    # The semantic channel searches with the question's vector off the names of the people it
    # asks about (ρ_E of geometry/sheaf.py): statements are stored with "I" rewritten to the
    # speaker's name, so every line a person said is near a question naming them ("Give Wanjiru
    # a random word" 0.57 to "Which mobile network is Wanjiru on?"); off their name, 0.03.
    name_projection: float = 1.0  # the share of the names' directions taken off (0 = off)
    # A fact that is itself a question asserts nothing: its score × this.
    question_factor: float = 0.7
    # Profile lookup: facts said by a person the query names (their own statements) score
    # × (1 + this). 0 turns it off.
    profile_prior: float = 0.5
    # Measured on the LoCoMo dev split: bridges cost 0.9 pp all@10 there (docs/benchmarks.md),
    # so they are opt-in until they are reworked.
    bridge: bool = False
    bridge_boost: float = 0.3
    lifecycle: bool = True
    lifecycle_influence: float = 0.3
    # Facts whose system time ended (corrected/superseded) stay visible but rank lower, and
    # facts whose validity window excludes the time asked about.
    superseded_factor: float = 0.25
    # A supersession inferred at store time (knowledge updates) is evidence, not the user's
    # word: a milder demotion, so a wrong inference costs little (LoCoMo dev all@10: 0.657 at
    # 0.25, 0.703 at 0.75) while the current statement still comes first (updates dev
    # current-first 0.849); query-time state awareness orders the pair for present questions.
    inferred_superseded_factor: float = 0.75
    invalid_factor: float = 0.5
    # Query-time state awareness (recall/state.py): a question about the present prefers the
    # latest statement of each (subject, relation) among the top `state_candidates`, one
    # about the past or a named time the earlier / then-current one.
    state_awareness: bool = True
    state_candidates: int = 30
    # Within state awareness: the newer of two statements of the relation asked about is the
    # present one even with no change cue or store-time edge (the older one the past).
    state_recency: bool = True
    # Within state awareness: the person's later turn that names a word of the best-found
    # statement and says it changed answers a present question, read as said, with no frame
    # ("uninstalled starfall"; recall/state_fallback.py, lift_named_change).
    state_named_change: bool = True
    # A question in the first person ("where do I work now?") is read as asked by the one who
    # speaks of themselves in the profile's latest facts (recall/asker.py), when one clearly does.
    first_person_asker: bool = True
    # Evidence floor: a fact only the dense channels found, below this cosine, is dropped;
    # when nothing is left the result says no_confident_match.
    evidence_floor: float = 0.2
    channel_diversity: bool = True
    # Access tracking (recall/access.py): returned facts gain confirmations and co-retrieval
    # edges, flushed in one write every `access_flush_every` recalls (and on close).
    track_access: bool = True
    access_flush_every: int = 32
    co_retrieval_top: int = 3
    # Optional cross-encoder (any sentence-transformers CrossEncoder directory); off by
    # default because no pip package ships cross-encoder weights.
    reranker_path: str | None = None
    rerank_candidates: int = 30


@dataclass(frozen=True)
class SpineConfig:
    """The governed write path (see memlane.transactions and docs/architecture.md)."""

    write_queue_size: int = 256
    # A write not started within this many seconds fails (WriteDeadlineError), unstarted.
    write_deadline_seconds: float = 30.0
    # A write running longer than this is a stuck writer: new writes fail fast, it is rolled
    # back and its worker replaced. Above the busy timeout, so waiting for another process's
    # lock is reported as DatabaseBusyError first.
    write_stall_seconds: float = 30.0
    reconcile_max_attempts: int = 5
    # Background redrive of degraded operations (0 = only on open and on request).
    reconcile_interval_seconds: float = 30.0
    # HNSW graphs (storage/ann_index.py), built and extended by that background tick and by
    # ``Memory.maintain``: profiles above this many facts get one; a graph is extended once
    # this many newer facts (searched exactly until then) have accumulated.
    hnsw_from_facts: int = 20_000
    hnsw_extend_at: int = 500
    # "batched" (group commit, see governance/audit.py) or "full" (two fsyncs per record).
    audit_durability: str = "batched"
    audit_flush_interval: float = 0.2
    session_ttl_seconds: float = 7 * 86_400


@dataclass(frozen=True)
class MemoryConfig:
    ingest: IngestConfig = field(default_factory=IngestConfig)
    recall: RecallConfig = field(default_factory=RecallConfig)
    spine: SpineConfig = field(default_factory=SpineConfig)
    # Secret/PII scrubbing at the write chokepoint, per profile (default: secrets and card
    # numbers; e-mail addresses and phone numbers only where a profile's policy says so).
    scrub: ProfileScrubPolicies = field(default_factory=ProfileScrubPolicies)
    # remember() creates an unknown profile on first write; reads never create profiles.
    auto_create_profiles: bool = True
    busy_timeout_ms: int = 10_000


def resolve_data_dir(data_dir: str | os.PathLike[str] | None) -> Path:
    """Argument, then ``$MEMLANE_DATA_DIR``, then the platform's user data directory."""
    if data_dir is not None:
        return Path(data_dir).expanduser()
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    return Path(user_data_dir("memlane", appauthor=False))
