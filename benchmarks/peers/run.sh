#!/usr/bin/env bash
# One run, same PostgreSQL, same workload: ours, then procrastinate, then pgqueuer.
# Usage: benchmarks/peers/run.sh DB_URL [JOBS] [WORKERS] [CONCURRENCY]
set -euo pipefail
DB="$1"; JOBS="${2:-10000}"; WORKERS="${3:-2}"; CONCURRENCY="${4:-32}"
HERE="$(cd "$(dirname "$0")" && pwd)"
VENV="${PEERS_VENV:-$HOME/.cache/minesweeper-peers}"
[ -x "$VENV/bin/python" ] || "$HERE/setup.sh" "$VENV" >/dev/null
ARGS=(--db "$DB" --jobs "$JOBS" --workers "$WORKERS" --concurrency "$CONCURRENCY" --json)
minesweeper bench queue "${ARGS[@]}"; echo
(cd "$HERE" && "$VENV/bin/python" procrastinate_bench.py "${ARGS[@]}")
(cd "$HERE" && "$VENV/bin/python" pgqueuer_bench.py "${ARGS[@]}")
