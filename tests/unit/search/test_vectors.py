"""Exact cosine ranking and reciprocal rank fusion (k = 60), pure numpy."""

from __future__ import annotations

import numpy as np
import pytest

from minesweeper.search.vectors import RRF_K, cosine_rank, from_bytes, rrf_fuse, to_bytes


def test_cosine_rank_orders_by_angle_not_length() -> None:
    matrix = np.array([[1, 0], [10, 10], [0, 1], [-1, 0]], dtype=np.float32)
    ranked = cosine_rank(matrix, np.array([1, 0.1], dtype=np.float32), limit=4)
    assert [row for row, _ in ranked] == [0, 1, 2, 3]
    assert ranked[0][1] == pytest.approx(1 / np.sqrt(1.01))
    assert ranked[1][1] == pytest.approx(1.1 / (np.sqrt(2) * np.sqrt(1.01)))


def test_cosine_rank_limit_floor_and_degenerate_input() -> None:
    matrix = np.array([[1, 0], [0.9, 0.1], [0, 1], [0, 0]], dtype=np.float32)
    query = np.array([1, 0], dtype=np.float32)
    assert [row for row, _ in cosine_rank(matrix, query, limit=1)] == [0]
    assert [row for row, _ in cosine_rank(matrix, query, limit=4, min_cosine=0.5)] == [0, 1]
    assert cosine_rank(matrix[:0], query, limit=3) == []
    assert cosine_rank(matrix, np.zeros(2, dtype=np.float32), limit=3) == []
    # A zero vector never outranks a real one.
    assert cosine_rank(matrix, query, limit=4)[-1][0] == 3


def test_cosine_rank_keeps_row_order_on_ties() -> None:
    matrix = np.array([[1, 0], [1, 0], [1, 0]], dtype=np.float32)
    assert [r for r, _ in cosine_rank(matrix, np.array([2, 0], np.float32), 3)] == [0, 1, 2]


def test_rrf_scores_are_sums_of_reciprocal_ranks() -> None:
    fused = dict(rrf_fuse([["a", "b", "c"], ["c", "d"]]))
    assert RRF_K == 60
    assert fused["a"] == pytest.approx(1 / 61)
    assert fused["b"] == pytest.approx(1 / 62)
    assert fused["c"] == pytest.approx(1 / 63 + 1 / 61)
    assert fused["d"] == pytest.approx(1 / 62)


def test_rrf_puts_what_both_rankings_found_first_and_keeps_ties_stable() -> None:
    lexical = ["p1", "p2", "p3"]
    semantic = ["p9", "p3", "p8"]
    order = [key for key, _ in rrf_fuse([lexical, semantic])]
    assert order[0] == "p3"  # second in one, third in the other: beats any single first place
    assert order[1:3] == ["p1", "p9"]  # equal scores: first seen first
    assert rrf_fuse([]) == []
    assert [k for k, _ in rrf_fuse([["x"], []], k=1)] == ["x"]


def test_vectors_round_trip_as_little_endian_float32() -> None:
    vectors = np.array([[0.5, -1.25, 3.0], [1e-3, 0, 2]], dtype=np.float32)
    blobs = [to_bytes(v) for v in vectors]
    assert all(len(b) == 12 for b in blobs)
    assert blobs[0][:4] == b"\x00\x00\x00\x3f"  # 0.5, little-endian IEEE 754 single
    back = from_bytes(blobs, 3)
    assert back.dtype == np.float32 and np.array_equal(back, vectors)
    assert from_bytes([], 3).shape == (0, 3)
