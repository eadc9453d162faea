"""Evaluation against a labelled corpus (`minesweeper eval`): manifest, scoring, report."""
