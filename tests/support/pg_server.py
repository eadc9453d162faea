"""A throwaway PostgreSQL server of a test's own: `initdb` into a temporary folder, its own port.

Tests that restart the server, or make it listen on an address of their own, use one of these
instead of the shared server on 127.0.0.1:5432, which other tests use at the same time.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

PG_BIN = next(iter(sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)), None)


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def as_postgres(*args: str) -> list[str]:
    """The command line, run as `postgres` when we are root (initdb and the server refuse root)."""
    return ["runuser", "-u", "postgres", "--", *args] if os.geteuid() == 0 else list(args)


def server_missing() -> str | None:
    """Why no throwaway server can be started here, or None when one can."""
    if PG_BIN is None or not (PG_BIN / "initdb").exists():
        return "PostgreSQL server binaries (initdb, pg_ctl) are not installed"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root without runuser: cannot start a PostgreSQL server"
    return None


@dataclass
class ThrowawayServer:
    data: Path
    port: int
    listen: str  # the address it listens on (TCP)
    options: str  # the `postgres` command-line options it was started with

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://postgres@{self.listen}:{self.port}/postgres"

    @property
    def log(self) -> Path:
        return self.data / "log"

    def _ctl(self) -> list[str]:
        assert PG_BIN is not None
        return as_postgres(str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-w", "-l", str(self.log))

    def start(self) -> None:
        subprocess.run([*self._ctl(), "-o", self.options, "start"], check=True, capture_output=True)

    def restart(self, mode: str = "fast") -> None:
        run = [*self._ctl(), "-m", mode, "-o", self.options, "restart"]
        subprocess.run(run, check=True, capture_output=True)

    def stop(self, mode: str = "immediate") -> None:
        subprocess.run([*self._ctl(), "-m", mode, "stop"], capture_output=True)


@contextmanager
def throwaway_server(
    prefix: str,
    *,
    listen: str = "127.0.0.1",
    trusted: Sequence[str] = (),
    settings: Mapping[str, str] | None = None,
) -> Iterator[ThrowawayServer]:
    """Start a fresh server listening on `listen`; `trusted` networks connect without a password;
    `settings` go into its `postgresql.conf`.

    Skips the test (with the reason) where no server can be started; stops the server and
    removes its folder however the test ends.
    """
    missing = server_missing()
    if missing:
        pytest.skip(missing)
    assert PG_BIN is not None
    # Not under pytest's tmp_path: the server's user must be able to reach the folder.
    scratch = Path(tempfile.mkdtemp(prefix=f"ms-{prefix}-"))
    data = scratch / "pgdata"
    data.mkdir()
    if os.geteuid() == 0:
        shutil.chown(scratch, "postgres")
        shutil.chown(data, "postgres")
    initdb = [str(PG_BIN / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"]
    server: ThrowawayServer | None = None
    try:
        subprocess.run(as_postgres(*initdb), check=True, capture_output=True)
        with (data / "pg_hba.conf").open("a") as hba:
            for network in trusted:
                hba.write(f"host all all {network} trust\n")
        with (data / "postgresql.conf").open("a") as conf:
            for name, value in (settings or {}).items():
                conf.write(f"{name} = '{value}'\n")
        port = free_port(listen)
        options = f"-p {port} -k {data} -c listen_addresses={listen}"
        server = ThrowawayServer(data, port, listen, options)
        server.start()
        yield server
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
