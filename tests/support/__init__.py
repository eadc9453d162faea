"""Test support: generators of held-out-style corpora."""
