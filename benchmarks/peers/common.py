"""Shared harness for the peer benchmarks: the same workload and JSON as
`minesweeper bench queue`, so the figures of one run compare directly.

Workload: enqueue N no-op jobs in batches, drain them with W worker processes (throughput is
first handler start to last handler end, across processes), then measure enqueue-to-start
latency with one idle worker process (LISTEN/NOTIFY where the peer has it).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from statistics import quantiles
from typing import Any

LATENCY_SAMPLES = 200
LATENCY_GAP_S = 0.02
ENQUEUE_BATCH = 1000


def conninfo(url: str) -> str:
    """Accept the SQLAlchemy spelling too (`postgresql+psycopg://`)."""
    return url.replace("postgresql+psycopg://", "postgresql://", 1)


def percentiles(values_ms: list[float]) -> dict[str, float]:
    if len(values_ms) < 2:
        only = round(values_ms[0], 2) if values_ms else 0.0
        return {"p50": only, "p95": only, "p99": only}
    cuts = quantiles(values_ms, n=100, method="inclusive")
    return {"p50": round(cuts[49], 2), "p95": round(cuts[94], 2), "p99": round(cuts[98], 2)}


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", required=True)
    parser.add_argument("--jobs", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--role", choices=["main", "drain", "idle"], default="main")
    parser.add_argument("--out", default="")
    return parser.parse_args(argv)


class Recorder:
    """Collects handler start/end times in a worker process and writes them at exit."""

    def __init__(self) -> None:
        self.count = 0
        self.first = float("inf")
        self.last = 0.0

    def start(self) -> None:
        self.first = min(self.first, time.time())

    def end(self) -> None:
        self.count += 1
        self.last = max(self.last, time.time())

    def dump(self, path: str) -> None:
        Path(path).write_text(json.dumps([self.count, self.first, self.last]))


def record_latency(path: str, enqueued_at: float) -> None:
    with open(path, "a") as out:
        out.write(f"{(time.time() - enqueued_at) * 1000:.3f}\n")


def _spawn(script: str, args: argparse.Namespace, role: str, out: str) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, script, "--db", args.db, "--concurrency", str(args.concurrency)]
    cmd += ["--role", role, "--out", out]
    return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run_main(
    name: str,
    script: str,
    args: argparse.Namespace,
    reset: Callable[[], None],
    enqueue_batch: Callable[[int], None],
    enqueue_one: Callable[[float], None],
) -> dict[str, Any]:
    reset()
    started = time.perf_counter()
    for offset in range(0, args.jobs, ENQUEUE_BATCH):
        enqueue_batch(min(ENQUEUE_BATCH, args.jobs - offset))
    enqueue_s = time.perf_counter() - started
    with tempfile.TemporaryDirectory() as tmp:
        outs = [os.path.join(tmp, f"drain{i}.json") for i in range(args.workers)]
        procs = [_spawn(script, args, "drain", out) for out in outs]
        for proc in procs:
            proc.wait()
        stats = [json.loads(Path(out).read_text()) for out in outs]
        done = sum(s[0] for s in stats)
        span = max(s[2] for s in stats) - min(s[1] for s in stats if s[0])
        reset()
        lat_path = os.path.join(tmp, "latency.txt")
        idle = _spawn(script, args, "idle", lat_path)
        time.sleep(3.0)  # the worker starts and goes idle
        for _ in range(LATENCY_SAMPLES):
            enqueue_one(time.time())
            time.sleep(LATENCY_GAP_S)
        deadline = time.monotonic() + 30
        samples: list[float] = []
        while time.monotonic() < deadline:
            if os.path.exists(lat_path):
                samples = [float(x) for x in Path(lat_path).read_text().split()]
                if len(samples) >= LATENCY_SAMPLES:
                    break
            time.sleep(0.2)
        idle.terminate()
        idle.wait(timeout=30)
    reset()
    return {
        "db": "postgresql",
        "queue": name,
        "jobs": args.jobs,
        "workers": args.workers,
        "concurrency": args.concurrency,
        "enqueue_per_s": round(args.jobs / enqueue_s, 1),
        "throughput_per_s": round(done / max(span, 1e-6), 1),
        "drained": done,
        "latency_ms": percentiles(samples),
        "latency_samples": len(samples),
    }
