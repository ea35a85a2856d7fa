"""Small filesystem primitives shared by the key file and the audit anchor.

Both must survive a crash at any instant: a reader sees either the old or the new complete
file, never a torn one. That is temp file + fsync + rename (or link) + directory fsync.
"""

from __future__ import annotations

import contextlib
import os
import secrets
from pathlib import Path


def fsync_dir(directory: Path) -> None:
    # Makes the rename itself durable. Not supported on every platform (Windows): best effort.
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_temp(path: Path, data: bytes, mode: int) -> Path:
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
    try:
        # os.open's mode is filtered by the umask; fchmod sets exactly what we asked for.
        if hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    os.close(fd)
    return tmp


def atomic_replace(path: Path, data: bytes, *, mode: int = 0o644, sync_dir: bool = True) -> None:
    """Write ``data`` to ``path`` atomically, replacing any previous file.

    ``sync_dir=False`` skips the directory fsync: the new content is complete on disk, but
    after a power loss the rename itself may be undone and the previous file come back.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(path, data, mode)
    try:
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    if sync_dir:
        fsync_dir(path.parent)


def atomic_create(path: Path, data: bytes, *, mode: int = 0o600) -> bool:
    """Create ``path`` with ``data`` atomically, never overwriting. Returns False if the file
    already existed (another process won the race), True if we created it.

    ``os.link`` fails with FileExistsError when the target exists, so two processes creating
    the same key concurrently cannot both "win" and end up with different keys.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _write_temp(path, data, mode)
    try:
        try:
            os.link(tmp, path)
        except FileExistsError:
            return False
        except (AttributeError, NotImplementedError, PermissionError):  # pragma: no cover
            # Filesystems without hard links: O_EXCL on the final name is still no-overwrite,
            # but a crash mid-write could leave a short file (the loader rejects short keys).
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
            except FileExistsError:
                return False
            try:
                os.write(fd, data)
                os.fsync(fd)
            finally:
                os.close(fd)
        fsync_dir(path.parent)
        return True
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
