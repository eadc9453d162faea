"""Google Scholar profiles: the co-author list and the author strings of publications.

Structured data from ingest (`IngestedDocument.scholar`) is used when present. Publication
author strings use initials ("M Kim, JW Lee, S Johnson"); a trailing "..." means Scholar cut
the list, so the last, possibly partial, name is dropped.
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import names_an_organisation
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.ingest.model import ScholarProfile
from minesweeper.names import KOREAN_SURNAMES

_COAUTHOR_HEADING = re.compile(r"^\s*(?:co-?\s?authors|공동\s*저자)\b", re.IGNORECASE)
# ... and what ends the list: the publications table's heads, or a profile's word that it has
# none ("No co-authors", over its owner's name and interests).
_SECTION_END = re.compile(
    r"^\s*(?:title|제목|cited\s+by|인용|articles|show\s+more|year|연도|no\s+co-?\s?authors"
    r"|공동\s*저자\s*(?:가\s*)?없)",
    re.IGNORECASE,
)
_NOT_AFFILIATION = re.compile(r"verified\s+email|인증된|view\s+all|모두\s*보기", re.IGNORECASE)
_TRUNCATED = re.compile(r"(?:\.\.\.|…)\s*$")


# Scholar prints names given name first, and some profiles do so in Hangul too ("윤호 남"): a
# two-syllable word then a one-syllable surname is that order, unless the first word is itself
# a two-syllable surname ("남궁 민").
_GIVEN_FIRST_HANGUL = re.compile(r"^\s*([가-힣]{2})\s+([가-힣])\s*$")


def _family_first(piece: str) -> str:
    found = _GIVEN_FIRST_HANGUL.match(piece)
    if found is None:
        return piece
    given, family = found.groups()
    if given in KOREAN_SURNAMES or family not in KOREAN_SURNAMES:
        return piece
    return family + given


def publication_names(authors: str) -> list[str]:
    truncated = bool(_TRUNCATED.search(authors))
    text = _TRUNCATED.sub("", authors)
    pieces = [piece.strip() for piece in text.split(",")]
    if truncated and pieces:
        pieces = pieces[:-1]  # cut mid-list: the last piece may be half a name
    names: list[str] = []
    for piece in pieces:
        cleaned = clean_token(_family_first(piece))
        if re.fullmatch(r"[가-힣 ]+", cleaned):
            cleaned = cleaned.replace(" ", "")
        if cleaned and is_name(cleaned):
            names.append(cleaned)
    return names


def truncated_author_line(text: str) -> str | None:
    """A Scholar author string cut with "..." ("S Yoon, J Eom, B Koo, ..."), without the cut and
    its possibly partial last name; None for any other line."""
    if not _TRUNCATED.search(text) or "," not in text:
        return None
    pieces = [piece.strip() for piece in _TRUNCATED.sub("", text).split(",")]
    kept = [piece for piece in pieces[:-1] if piece]  # the last piece is empty or cut
    return ", ".join(kept) if len(kept) >= 2 else None


def coauthor_entries(profile: ScholarProfile) -> list[tuple[str, str | None]]:
    entries: list[tuple[str, str | None]] = []
    for coauthor in profile.coauthors:
        cleaned = clean_token(_family_first(coauthor.name))
        if re.fullmatch(r"[가-힣 ]+", cleaned):
            cleaned = cleaned.replace(" ", "")
        if cleaned and is_name(cleaned):
            entries.append((cleaned, coauthor.affiliation))
    return entries


def coauthor_lines(lines: list[Line]) -> list[tuple[str, str | None, Line]]:
    """Co-authors from the text of a profile page: names under the "Co-authors" heading, each
    followed by an affiliation line (used when ingest found no structured profile)."""
    found: list[tuple[str, str | None, Line]] = []
    inside = False
    skip = -1  # the line just taken as the previous co-author's affiliation
    alternating = False  # the list prints each name over its affiliation
    for position, line in enumerate(lines):
        text = line.text.strip()
        if _COAUTHOR_HEADING.match(text):
            inside = True
            continue
        if not inside or position == skip:
            continue
        if _SECTION_END.match(text):
            break
        cleaned = clean_token(text)
        if not is_name(cleaned):
            split = _name_then_affiliation(text)
            if split is not None:
                found.append((split[0], split[1], line))
            continue
        following = lines[position + 1].text.strip() if position + 1 < len(lines) else ""
        affiliation = following if following and not is_name(clean_token(following)) else None
        if not found and affiliation:
            alternating = True
        if following and not _SECTION_END.match(following) and (alternating or affiliation):
            # Once names alternate with affiliations, the line under a name is its place even
            # when it reads like a name ("UT Austin").
            affiliation, skip = following, position + 1
        if affiliation and _NOT_AFFILIATION.search(affiliation):
            affiliation = None
        found.append((cleaned, affiliation, line))
    return found


def _name_then_affiliation(text: str) -> tuple[str, str] | None:
    """ "Taeho Moon Korea University": a name of two to four words, then an affiliation."""
    words = text.split()
    for size in range(2, min(4, len(words) - 1) + 1):
        name, rest = clean_token(" ".join(words[:size])), " ".join(words[size:])
        if is_name(name) and names_an_organisation(rest) and not is_name(clean_token(rest)):
            return name, rest
    return None
