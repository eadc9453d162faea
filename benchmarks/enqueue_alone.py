"""Cost of one `enqueue(engine, "noop", {...})` (a keyless job on its own), by hand:

    python benchmarks/enqueue_alone.py --db URL [--jobs 3000] [--rounds 3] [--profile]

Enqueues `--jobs` no-op jobs one call at a time into the (migrated here) database `--db`
names, `--rounds` times, and prints per round the calls/s, the wall time per call and the
CPU time of this process per call. The CPU figure is what the client library costs; the rest
of the wall time is the server and its commit. To compare two versions, run this script
with each one's `src` first on `PYTHONPATH`, one after the other, several times.
`--profile` prints where a last round's calls spend their time.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time

from minesweeper.db import Database, migrate
from minesweeper.jobs import enqueue


def _round(db: Database, jobs: int) -> tuple[float, float]:
    """Wall and CPU seconds per call for `jobs` calls."""
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(jobs):
        enqueue(db.engine, "noop", {"p": "d", "i": i})
    return (time.perf_counter() - wall) / jobs, (time.process_time() - cpu) / jobs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="SQLAlchemy URL of a scratch database")
    parser.add_argument("--jobs", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    migrate.upgrade(args.db)
    db = Database(args.db)
    try:
        _round(db, 50)  # connect, and psycopg prepares the statement
        for n in range(1, args.rounds + 1):
            wall, cpu = _round(db, args.jobs)
            print(f"round {n}: {1 / wall:,.0f}/s, wall {wall * 1e6:.0f} us, cpu {cpu * 1e6:.0f} us")
        if args.profile:
            profile = cProfile.Profile()
            profile.runcall(_round, db, args.jobs)
            pstats.Stats(profile).sort_stats("tottime").print_stats(20)
    finally:
        db.dispose()


if __name__ == "__main__":
    main()
