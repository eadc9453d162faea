#!/usr/bin/env bash
# Installs the peer queues into a virtual environment of their own (never the project's).
# Usage: benchmarks/peers/setup.sh [VENV_DIR]   (default: $HOME/.cache/minesweeper-peers)
set -euo pipefail
VENV="${1:-${PEERS_VENV:-$HOME/.cache/minesweeper-peers}}"
PYTHON="${PYTHON:-python3}"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/pip" install --quiet --upgrade pip
"$VENV/bin/pip" install --quiet -r "$(dirname "$0")/requirements.txt"
echo "$VENV"
