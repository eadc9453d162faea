"""Notes the pipeline stores in English, said in the page's language.

Ingest notes, document-type reasons and flag labels are written once, in English, when a
document is read (the API returns them as they are). A page shows them through `phrase()`:
each `; `-separated part that matches a known shape is said with the catalog's words (its
codes translated too: roles, folders, flag kinds); a part of unknown shape is shown as written,
never dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from minesweeper.web.i18n import Translate

_N = r"\d+"
# (shape, catalog key), first match wins; named groups become the key's values.
_SHAPES: list[tuple[str, str]] = [
    (rf"PDF with text layer, (?P<count>{_N}) page\(s\)", "phrase.pdf_text"),
    (rf"scanned PDF, (?P<count>{_N}) page\(s\) without text layer", "phrase.pdf_scan"),
    (
        rf"PDF with text layer, (?P<missing>{_N}) of (?P<count>{_N}) page\(s\) "
        r"without it \((?P<listed>[^)]*)\)",
        "phrase.pdf_partial",
    ),
    (rf"(?P<count>{_N}) blank page\(s\)", "phrase.blank_pages"),
    (rf"(?P<count>{_N}) page\(s\) are scans under an invisible OCR layer", "phrase.hidden_scans"),
    (
        rf"OCR read (?P<read>{_N}) of (?P<count>{_N}) page\(s\) \(page budget (?P<budget>{_N})\)",
        "phrase.ocr_read_budget",
    ),
    (rf"OCR read (?P<read>{_N}) of (?P<count>{_N}) page\(s\)", "phrase.ocr_read"),
    (rf"(?P<format>[A-Z]+) image, (?P<count>{_N}) pages", "phrase.image_pages"),
    (r"(?P<format>[A-Z]+) image", "phrase.image"),
    (rf"(?P<format>HWPX?), (?P<count>{_N}) section\(s\)", "phrase.sections"),
    (r"HWPX body had no text", "phrase.hwpx_no_body"),
    (r"read from its preview text", "phrase.hwpx_preview"),
    (r"HTML, Google Scholar profile", "phrase.html_scholar"),
    (r"HTML page", "phrase.html"),
    (r"text file \((?P<encoding>[^)]+)\)", "phrase.text_file"),
    (r"no text found", "phrase.no_text"),
    (r"named (?P<suffix>\.\w+) but the content is (?P<format>\w+)", "phrase.named_other"),
    (r"read by content", "phrase.read_by_content"),
    (r"upload folder: (?P<category>\w+)", "phrase.folder"),
    (r"content overrules the upload folder \((?P<category>\w+)\)", "phrase.folder_overruled"),
    (r"content cues: (?P<cues>.+)", "phrase.cues"),
    (r"no readable text", "phrase.no_readable_text"),
    (r"the upload folder decides", "phrase.folder_decides"),
    (r"no cues of a thesis, paper, Scholar profile or CV", "phrase.no_cues"),
    (
        r"(?P<name>.+): (?P<flag>seal|handwriting|signature|low confidence) "
        r"on page (?P<page>\d+|\?)",
        "phrase.person_flag",
    ),
    (r"'(?P<name>.+)' could be (?P<candidates>.+)", "phrase.ambiguous"),
    (
        r"'(?P<name>.+)' \((?P<role>\w+)\) on page (?P<page>\d+) looks like a template "
        r"placeholder name",
        "phrase.placeholder",
    ),
    (r"kept for review", "phrase.kept_for_review"),
    (
        r"(?P<role>\w+) on page (?P<page>\d+): no name could be read \((?P<line>.*)\)",
        "phrase.unread_slot",
    ),
    (r"(?P<file>[^:]+): (?P<message>.+) \((?P<code>[a-z_]+)\)", "phrase.document_error"),
]
_RULES = [(re.compile(f"^{shape}$"), key) for shape, key in _SHAPES]

# Content cues of the document-type reader (doctype.py), by their English label.
_CUES = {
    "인준 (approval) wording": "cue.approval",
    "committee signature lines": "cue.signature_lines",
    "degree thesis wording": "cue.degree_thesis",
    "English approval wording": "cue.english_approval",
    "thesis or dissertation named": "cue.thesis_named",
    "degree named": "cue.degree_named",
    "supervisor named": "cue.supervisor_named",
    "abstract": "cue.abstract",
    "references": "cue.references",
    "keywords": "cue.keywords",
    "DOI": "cue.doi",
    "submission history": "cue.submission_history",
    "introduction heading": "cue.introduction",
    "numbered citations": "cue.citations",
    "affiliation under the title": "cue.affiliation",
    "CV title": "cue.cv_title",
    "education section": "cue.education",
    "experience section": "cue.experience",
    "research interests section": "cue.research_interests",
    "awards or skills section": "cue.awards",
    "publications section": "cue.publications",
    "Google Scholar page wording": "cue.scholar_wording",
}
_SCHOLAR_CUE = re.compile(
    r"^Google Scholar profile structure \((?P<publications>\d+) publications, "
    r"(?P<coauthors>\d+) co-authors\)$"
)


def _cue(label: str, t: Translate) -> str:
    if match := _SCHOLAR_CUE.match(label):
        return t("cue.scholar_structure", **match.groupdict())
    key = _CUES.get(label)
    return t(key) if key else label


def _values(groups: dict[str, str], t: Translate) -> dict[str, str]:
    """Codes inside a phrase said in words too."""
    out = dict(groups)
    if "category" in out:
        out["category"] = t(f"category.{out['category']}")
    if "role" in out:
        out["role"] = t(f"role.{out['role']}")
    if "flag" in out:
        out["flag"] = t(f"flag.{out['flag'].replace(' ', '_')}")
    if "cues" in out:
        out["cues"] = ", ".join(_cue(c.strip(), t) for c in out["cues"].split(", "))
    if "code" in out:
        out["message"] = t(f"ingest_error.{out['code']}")
    if out.get("candidates") == "several persons":
        out["candidates"] = t("phrase.several_persons")
    return out


def phrase_translator(t: Translate) -> Callable[[str | None], str]:
    def phrase(text: str | None) -> str:
        if not text:
            return ""
        parts = []
        for part in text.split("; "):
            for pattern, key in _RULES:
                if match := pattern.match(part.strip()):
                    parts.append(
                        t(key, **_values(match.groupdict(), t)) if match.groupdict() else t(key)
                    )
                    break
            else:
                parts.append(part)
        return "; ".join(parts)

    return phrase


def error_translator(t: Translate) -> Callable[[object], str]:
    """A document's stored error ({code, message}) in the page's language, by its code."""

    def say(error: object) -> str:
        if not isinstance(error, dict):
            return str(error or "")
        key = f"ingest_error.{error.get('code')}"
        said = t(key)
        return said if said != key else str(error.get("message") or error.get("code") or "")

    return say
