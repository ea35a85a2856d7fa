"""File modes of the data directory: only the OS user who owns it may read it.

The data directory is created 0700; the memory database, the audit database and their WAL/SHM
files are 0600 (SQLite gives the WAL and SHM files the mode of their database file, so creating
the database 0600 covers them), like the key files in ``keys/``. A file from an older version
that group or others could read is tightened when it is opened. Best effort where the platform
has no POSIX modes (Windows)."""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path

DIR_MODE, FILE_MODE = 0o700, 0o600
SIDE_FILES = ("-wal", "-shm", "-journal")


def private_dir(path: Path) -> None:
    """Create ``path`` (and missing parents); the directory itself ends up 0700. An existing
    directory is left as it is: it may be the user's own folder."""
    if path.is_dir():
        return
    path.mkdir(mode=DIR_MODE, parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        os.chmod(path, DIR_MODE)  # mkdir's mode passes through the umask


def private_file(path: Path) -> None:
    """Create ``path`` empty with mode 0600 unless it exists (an empty file is a valid new
    SQLite database); tighten it and its WAL/SHM/journal files if group or others have access."""
    with contextlib.suppress(FileExistsError):
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE))
    me = os.getuid() if hasattr(os, "getuid") else None
    for candidate in (path, *(path.with_name(path.name + s) for s in SIDE_FILES)):
        with contextlib.suppress(OSError):
            info = candidate.stat()
            if stat.S_ISREG(info.st_mode) and info.st_mode & 0o077 and me in (None, info.st_uid):
                os.chmod(candidate, FILE_MODE)
