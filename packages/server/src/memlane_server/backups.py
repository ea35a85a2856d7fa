"""The daemon's backup folder: backups are created there under generated names (a caller
never names a server path) and listed from there."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from memlane import Memory
from memlane.errors import UnknownIdError

NAME = re.compile(r"^memlane-[0-9TZ]+-[0-9]{6}\.backup$")


def list_backups(folder: Path) -> list[dict[str, Any]]:
    files = sorted(folder.glob("memlane-*.backup"), reverse=True) if folder.is_dir() else []
    return [{"name": f.name, "bytes": f.stat().st_size, "modified_at": f.stat().st_mtime} for f in files if NAME.match(f.name)]


def create_backup(memory: Memory, folder: Path) -> dict[str, Any]:
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    name = time.strftime("memlane-%Y%m%dT%H%M%SZ", time.gmtime()) + f"-{time.time_ns() // 1000 % 1_000_000:06d}.backup"
    receipt = memory.backup(folder / name).to_dict()
    return {**receipt, "name": name, "path": name}


def backup_path(folder: Path, name: str) -> Path:
    path = folder / name
    if not NAME.match(name) or not path.is_file():
        raise UnknownIdError(f"no backup named {name!r}", ids=[name])
    return path
