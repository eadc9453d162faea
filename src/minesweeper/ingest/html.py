"""HTML: visible text, and the structured parts of a saved Google Scholar profile."""

from __future__ import annotations

import re

from bs4 import BeautifulSoup, Tag
from inscriptis import get_text
from inscriptis.model.config import ParserConfig

from minesweeper.ingest.model import ScholarCoauthor, ScholarProfile, ScholarPublication
from minesweeper.ingest.text import decode_text

_INVISIBLE = ("script", "style", "noscript", "template", "svg", "head")
_BLOCKS = re.compile(r"\n\s*\n+")
_LAYOUT = ParserConfig(table_cell_separator="\t")  # a table's cells apart, as a PDF's are


def read_html(data: bytes) -> tuple[str, ScholarProfile | None]:
    """(visible text, Scholar profile when the page is one)."""
    markup, _ = decode_text(data)
    soup = BeautifulSoup(markup, "lxml")
    title = soup.title.get_text(" ", strip=True) if soup.title else ""
    scholar = _scholar(soup, title)
    for tag in soup(_INVISIBLE):
        tag.decompose()
    # Laid out as a browser shows it: an inline element ("Chen, <b>Mira Olsen</b>, Ruan")
    # stays inside its line, a block or a table row opens one.
    body_text = get_text(str(soup), _LAYOUT)
    lines = ["\t".join(_cells(line)) for line in body_text.splitlines()]
    text = _BLOCKS.sub("\n\n", "\n".join(line for line in lines if line))
    if title and title not in text:
        text = f"{title}\n{text}"
    return text, scholar


def _cells(line: str) -> list[str]:
    """A line's table cells, their spaces collapsed (the layout pads them into columns)."""
    return [cell for each in line.split("\t") if (cell := " ".join(each.split()))]


def _text(node: Tag | None) -> str:
    return " ".join(node.get_text(" ").split()) if node is not None else ""


def _scholar(soup: BeautifulSoup, title: str) -> ScholarProfile | None:
    """Scholar profiles carry stable element ids and classes (gsc_prf_in, gsc_a_tr, ...)."""
    name_node = soup.find(id="gsc_prf_in")
    rows = soup.select(".gsc_a_tr")  # table rows, or divs in the mobile layout
    if not isinstance(name_node, Tag) and not rows:
        return None
    name = _text(name_node) if isinstance(name_node, Tag) else title.split(" - ")[0].strip()
    affiliation_node = soup.select_one(".gsc_prf_il")
    coauthors = tuple(_coauthors(soup))
    publications = tuple(_publication(row) for row in rows)
    return ScholarProfile(
        name=name,
        affiliation=_text(affiliation_node) or None,
        coauthors=coauthors,
        publications=tuple(pub for pub in publications if pub is not None),
    )


def _coauthors(soup: BeautifulSoup) -> list[ScholarCoauthor]:
    found: list[ScholarCoauthor] = []
    # Each co-author is a .gsc_rsb_aa block; some saved layouts keep only the inner
    # .gsc_rsb_a_desc (name link and affiliation) of each entry.
    for item in soup.select(".gsc_rsb_aa") or soup.select(".gsc_rsb_a_desc"):
        name_node = item.select_one(".gsc_rsb_a_desc a") or item.select_one("a")
        name = _text(name_node)
        if not name:
            continue
        affiliation = _text(item.select_one(".gsc_rsb_a_ext")) or None
        found.append(ScholarCoauthor(name=name, affiliation=affiliation))
    return found


def _publication(row: Tag) -> ScholarPublication | None:
    title = _text(row.select_one(".gsc_a_at"))
    grays = row.select(".gs_gray")
    if not title:
        return None
    authors = _text(grays[0]) if grays else ""
    venue = _text(grays[1]) if len(grays) > 1 else None
    year = _text(row.select_one(".gsc_a_y")) or None
    return ScholarPublication(title=title, authors=authors, venue=venue or None, year=year)
