"""Page chunks, Korean-aware full-text search and the index generations behind it."""

from minesweeper.search.index import index_applicant_pages
from minesweeper.search.model import PageText, SearchHit, SearchResult, pages_of
from minesweeper.search.query import search_round

__all__ = [
    "PageText",
    "SearchHit",
    "SearchResult",
    "index_applicant_pages",
    "pages_of",
    "search_round",
]
