"""What a page shows that is not in its language: catalog keys and raw codes.

A missing translation shows its key (`flag.seal`); a value printed without translating shows
its code (`committee_member`, `printed`). Text quoted from the applicant's documents is what
the document says and is left out (quotes, snippets, the page viewer's text).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from urllib.parse import urlparse

from playwright.sync_api import Page

from minesweeper.db.vocabulary import FlagStatus, PersonStatus, RoundStatus
from minesweeper.extractors.model import FlagType, Role, SourceKind
from minesweeper.screening.conflicts.model import Action, ConflictLevel, Relation

CATALOG = Path(__file__).resolve().parents[3] / "src" / "minesweeper" / "web" / "i18n" / "en.json"
DOCUMENT_TEXT = "q, blockquote, pre, code, .page-view, .snippet, .doc-text, .latin, script, style"
_ENGLISH_RUN = re.compile(r"(?<![\w.@/-])[a-z]+(?: [a-z]+){2,}(?![\w@/-])")  # "no text found"
_WORD = re.compile(r"(?<![\w.@/:-])[a-z][a-z0-9]*(?:[._][a-z0-9]+)*(?![\w@/-]|\.\w)")

_VISIBLE_TEXT = """(skip) => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode, el = node.parentElement;
    if (!el || el.closest(skip) || !el.checkVisibility()) continue;
    if (node.textContent.trim()) out.push(node.textContent.trim());
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
    if (el.closest(skip)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = el.getAttribute(name);
      if (value) out.push(value);
    }
  }
  return out;
}"""


@cache
def catalog_keys() -> frozenset[str]:
    return frozenset(json.loads(CATALOG.read_text("utf-8")))


@cache
def raw_codes() -> frozenset[str]:
    """The stored words a Korean page must never show as they are."""
    enums = (FlagStatus, PersonStatus, RoundStatus, FlagType, Role, SourceKind, Action)
    words = {m.value for enum in enums for m in enum}
    words |= {m.value for m in ConflictLevel} | {m.value for m in Relation}
    words |= {
        "queued",
        "running",
        "done",
        "error",
        "cancelled",
        "pending",
        "thesis",
        "paper",
        "representative",
        "scholar_profile",
        "cv",
        "other",
    }
    return frozenset(words)


def untranslated(page: Page, lang: str) -> list[str]:
    texts: list[str] = page.evaluate(_VISIBLE_TEXT, DOCUMENT_TEXT)
    found: list[str] = []
    for text in texts:
        for word in _WORD.findall(text):
            if word in catalog_keys():
                found.append(f"catalog key {word!r} in {text[:80]!r}")
            elif lang == "ko" and ("_" in word or word in raw_codes()):
                found.append(f"raw code {word!r} in {text[:80]!r}")
        if lang == "ko":
            found.extend(f"English {run!r} in {text[:80]!r}" for run in _ENGLISH_RUN.findall(text))
    return found


def page_kind(url: str) -> str:
    """One name per kind of page (ids and queries left out), for screenshot files."""
    path = urlparse(url).path.strip("/")
    return re.sub(r"\d+", "N", path).replace("/", "-") or "rounds"
