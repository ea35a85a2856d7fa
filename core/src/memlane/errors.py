"""Typed errors. Every error memlane raises on purpose derives from :class:`MemlaneError`.

Each class carries a stable ``code`` (for JSON surfaces) and an ``exit_code`` (for the CLI).
Input errors also derive from ``ValueError`` and lookups from ``LookupError`` so callers that
only know the builtin hierarchy still catch them.
"""

from __future__ import annotations


class MemlaneError(Exception):
    code = "error"
    exit_code = 1

    def __init__(self, message: str, **details: object) -> None:
        super().__init__(message)
        self.message = message
        self.details = details

    def to_dict(self) -> dict[str, object]:
        return {"error": self.code, "message": self.message, **self.details}


# --- bad input -------------------------------------------------------------------------------
class InvalidInputError(MemlaneError, ValueError):
    code = "invalid_input"
    exit_code = 4


class EmptyContentError(InvalidInputError):
    code = "empty_content"


class LimitExceededError(InvalidInputError):
    """An input is over one of the limits in :mod:`memlane.limits` (``details["field"]`` names
    it, ``details["limit"]`` the limit)."""

    code = "limit_exceeded"


class ContentTooLargeError(LimitExceededError):
    code = "content_too_large"


class InvalidEncodingError(InvalidInputError):
    code = "invalid_encoding"


class InvalidQueryError(InvalidInputError):
    code = "invalid_query"


class InvalidIdError(InvalidInputError):
    code = "invalid_id"


class InvalidScopeError(InvalidInputError):
    code = "invalid_scope"


class ImportFormatError(InvalidInputError):
    """A bulk import file is malformed. ``line`` is 1-based where the format has lines."""

    code = "import_format"

    def __init__(self, message: str, *, path: str, line: int | None = None) -> None:
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {message}", path=path, line=line)
        self.path = path
        self.line = line


# --- lookups ---------------------------------------------------------------------------------
class NotFoundError(MemlaneError, LookupError):
    code = "not_found"
    exit_code = 3


class UnknownProfileError(NotFoundError):
    code = "unknown_profile"


class UnknownIdError(NotFoundError):
    code = "unknown_id"


class UnknownOperationError(NotFoundError):
    code = "unknown_operation"


# --- storage ---------------------------------------------------------------------------------
class StorageError(MemlaneError):
    code = "storage_error"
    exit_code = 5


class NotADatabaseError(StorageError):
    code = "not_a_database"


class CorruptDatabaseError(StorageError):
    code = "corrupt_database"


class SchemaTooNewError(StorageError):
    code = "schema_too_new"


class DatabaseBusyError(StorageError):
    code = "database_busy"


# --- the write spine (single-writer coordinator) --------------------------------------------
class WriteUnavailableError(StorageError):
    """The write was not performed (nothing was stored); it may be retried."""

    code = "write_unavailable"


class WriterStalledError(WriteUnavailableError):
    """The writer is stuck: new writes fail fast until the watchdog has replaced it, and the
    write it was stuck on is rolled back."""

    code = "writer_stalled"


class WriteQueueFullError(WriteUnavailableError):
    code = "write_queue_full"


class WriteDeadlineError(WriteUnavailableError):
    """The write waited longer than its deadline and was not started."""

    code = "write_deadline_exceeded"


class WriterAbandonedError(WriteUnavailableError):
    code = "writer_abandoned"


class TransactionAbortedError(WriteUnavailableError):
    """SQLite rolled the write transaction back on its own (an interrupt, I/O error or full
    disk inside a statement); the write stopped there and nothing of it was stored."""

    code = "transaction_aborted"


# --- conflicts -------------------------------------------------------------------------------
class ConflictError(MemlaneError):
    code = "conflict"
    exit_code = 9


class StaleGenerationError(ConflictError):
    """The profile was deleted and recreated (or rebound) after this write was admitted."""

    code = "stale_generation"


class ErasedContentError(ConflictError):
    """The content was erased before; a replay or re-import cannot resurrect it."""

    code = "erased_content"


# --- embeddings ------------------------------------------------------------------------------
class EmbeddingError(MemlaneError):
    code = "embedding_error"
    exit_code = 6


class EmbeddingDimensionMismatchError(EmbeddingError, ValueError):
    code = "embedding_dimension_mismatch"


class EmbeddingModelMismatchError(EmbeddingError, ValueError):
    code = "embedding_model_mismatch"


class EmbeddingModelUnavailableError(EmbeddingError):
    code = "embedding_model_unavailable"


class InvalidEmbeddingError(EmbeddingError, ValueError):
    """The embedder returned something that is not one unit vector per text (wrong shape,
    NaN/inf or an all-zero row); nothing was stored."""

    code = "invalid_embedding"
