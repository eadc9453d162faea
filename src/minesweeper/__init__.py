"""Minesweeper: conflict-of-interest screening for hiring committees."""

__version__ = "0.1.0"
