"""The local token: in LOCAL mode the daemon writes a random bearer token, readable only by
the OS user (0600), into the data directory on first start. Whoever can read it can read the
database too, so it stands for the local owner; a web page in the user's browser cannot read
it, so it cannot call the localhost API."""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path

from memlane.governance import InsecureKeyFileError, KeyFileError

TOKEN_FILENAME = "server.token"
PREFIX = "mlt_"


def token_path(data_dir: Path) -> Path:
    return data_dir / TOKEN_FILENAME


def ensure_local_token(data_dir: Path) -> str:
    """The token, created (0600, exclusively) on first call."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = token_path(data_dir)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags, 0o600)
    except FileExistsError:
        return read_local_token(path)
    token = PREFIX + secrets.token_urlsafe(32)
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(token + "\n")
    return token


def read_local_token(path: Path) -> str:
    """Refuse a token file that others could read or write, or that is not ours."""
    info = os.lstat(path)
    if not stat.S_ISREG(info.st_mode):
        raise KeyFileError(f"{path} is not a regular file")
    if info.st_mode & 0o077 or (hasattr(os, "getuid") and info.st_uid != os.getuid()):
        raise InsecureKeyFileError(f"{path} must be owned by this user and mode 0600", path=str(path))
    token = path.read_text(encoding="ascii").strip()
    if not token.startswith(PREFIX) or len(token) < 40:
        raise KeyFileError(f"{path} does not hold a memlane token")
    return token
