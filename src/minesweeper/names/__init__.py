"""Personal names: normalization, initials, Korean parsing, romanization variants, matching.

Pure functions without I/O; nothing here imports the rest of the package.
"""

from minesweeper.names.clean import MARK_SYMBOLS, display_name, hanja_of, normalize_name
from minesweeper.names.cyrillic import has_cyrillic, looks_like_cyrillic_name
from minesweeper.names.greek import has_greek, looks_like_greek_name
from minesweeper.names.latin import is_organisation_word, looks_like_latin_name
from minesweeper.names.match import MatchLevel, match
from minesweeper.names.parse import (
    NameKind,
    ParsedName,
    Script,
    citation_form,
    initials_form,
    looks_like_korean_name,
    parse_name,
    romanizations,
)
from minesweeper.names.surnames import KOREAN_SURNAMES, korean_name_splits, split_korean_name

__all__ = [
    "KOREAN_SURNAMES",
    "MARK_SYMBOLS",
    "MatchLevel",
    "NameKind",
    "ParsedName",
    "Script",
    "citation_form",
    "display_name",
    "hanja_of",
    "has_cyrillic",
    "has_greek",
    "initials_form",
    "is_organisation_word",
    "korean_name_splits",
    "looks_like_cyrillic_name",
    "looks_like_greek_name",
    "looks_like_korean_name",
    "looks_like_latin_name",
    "match",
    "normalize_name",
    "parse_name",
    "romanizations",
    "split_korean_name",
]
