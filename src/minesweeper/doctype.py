"""Stage 2: what kind of document this is, from content cues with the upload folder as a prior.

The folder the committee uploaded into is usually right, so it is a prior worth a fixed
number of points; content cues (approval-page wording, abstract and references, the
Scholar page structure, CV section headings) add points per kind and overrule the folder
only when they are clearly stronger. Every cue that counted becomes a reason the
reviewer can read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from minesweeper.ingest.categories import DocType, doc_type_prior
from minesweeper.ingest.model import IngestedDocument

DOC_TYPES: tuple[DocType, ...] = tuple(DocType)
_T, _P, _CV = DocType.THESIS, DocType.PAPER, DocType.CV  # short names for the cue table
_PRIOR_POINTS = 4.0  # what the upload folder is worth
_OTHER_PRIOR_POINTS = 1.5  # "other" is the catch-all folder, so a weaker prior
_OTHER_BASELINE = 1.0  # a kind must beat this to be more than "other"
_HANGUL_GAPS = re.compile(r"(?<=[가-힣]) +(?=[가-힣])")
_SCAN_CHARS = 60_000  # the front of a long document carries the cues
# A CV opens with its title and sections; a thesis often ends with its author's CV
# ("Curriculum Vitae / Education / Experience" on its last pages). Cues of what a document
# opens with therefore count only on its opening pages.
_OPENING_PAGES = 2


@dataclass(frozen=True, slots=True)
class _Cue:
    kind: DocType
    label: str
    pattern: re.Pattern[str]
    points: float
    opening_only: bool


def _cue(
    kind: DocType, label: str, pattern: str, points: float, *, opening_only: bool = False
) -> _Cue:
    flags = re.IGNORECASE | re.MULTILINE
    return _Cue(kind, label, re.compile(pattern, flags), points, opening_only)


_CUES = (
    # Approval (인준) pages and thesis front matter.
    _cue(_T, "인준 (approval) wording", r"인\s*준|심\s*사\s*위\s*원\s*장", 3.0),
    _cue(_T, "committee signature lines", r"심\s*사\s*위\s*원|지\s*도\s*교\s*수", 1.5),
    _cue(_T, "degree thesis wording", r"(박사|석사)\s*학위\s*논문|학위\s*논문", 2.0),
    _cue(
        _T,
        "English approval wording",
        r"dissertation (committee|has been approved)|approved by|committee chair"
        r"|in partial fulfillment|thesis (advisor|supervisor)",
        3.0,
    ),
    _cue(_T, "thesis or dissertation named", r"\b(dissertation|thesis)\b", 1.5),
    # "A thesis submitted for the degree of Bachelor of Science": a short thesis opens like a
    # paper (institute, abstract, keywords), and its title page naming the degree tells it apart.
    _cue(
        DocType.THESIS,
        "degree named",
        r"doctor of philosophy|(?:bachelor|master) of (?:science|arts|engineering)|philosophiae"
        r"|(?:submitted|requirements)\s+for\s+the\s+degree\s+of"
        r"|submitted\s+as\s+(?:a\s+)?part\s+of\s+the\s+degree\s+of",
        1.0,
    ),
    # A student's report set like a paper names its supervisor on the first page ("Supervisor
    # Name: G. Lind"), which no paper does.
    _cue(
        DocType.THESIS,
        "supervisor named",
        r"^\s*(?:(?:thesis|project|research)\s+)?(?:supervisor|advis[eo]r)s?(?:\s+name)?\s*[:：]",
        2.0,
        opening_only=True,
    ),
    # Research papers.
    # A paper's abstract, keywords and introduction open its first page; a thesis has them
    # too, after its front matter, so these count on the opening pages only.
    _cue(_P, "abstract", r"^\s*(abstract|요\s*약|초\s*록)\b", 1.5, opening_only=True),
    _cue(_P, "references", r"^\s*(references|bibliography|참\s*고\s*문\s*헌)\s*$", 1.5),
    _cue(_P, "keywords", r"^\s*(key\s*words|index terms|주제어|핵심어)\b", 1.0, opening_only=True),
    _cue(_P, "DOI", r"\bdoi\s*[:.]|doi\.org/|\b10\.\d{4,9}/", 1.0),
    _cue(
        DocType.PAPER, "submission history", r"\b(received|accepted|published)\b.{0,40}\d{4}", 0.5
    ),
    # A short paper or an extended abstract may have no "Abstract" heading; its numbered
    # introduction and bracketed citations still say what it is.
    _cue(
        _P,
        "introduction heading",
        r"^\s*(?:1\.?|I\.)?\s*introduction\s*$",
        1.0,
        opening_only=True,
    ),
    _cue(_P, "numbered citations", r"\[\d+(?:\s*[,–-]\s*\d+)*\]", 1.0),
    _cue(
        _P,
        "affiliation under the title",
        r"\A(?:.*\n){0,12}.*\b(?:universit|institut|laborator|departa?ment|school of|college of)",
        1.0,
        opening_only=True,
    ),
    # CVs.
    _cue(
        DocType.CV,
        "CV title",
        r"curriculum\s+vitae|^\s*(cv|resume|résumé|이\s*력\s*서)\s*$",
        3.0,
        opening_only=True,
    ),
    # Section headings as CVs word them: "Earned Degrees", "Academic Appointments",
    # "Academic Administrative Experience", "Refereed Journal Articles".
    _cue(
        _CV,
        "education section",
        r"^\s*((earned |academic )?degrees|education(al background)?"
        r"|academic (background|qualifications)|학\s*력)\s*:?\s*$",
        2.0,
        opening_only=True,
    ),
    _cue(
        _CV,
        "experience section",
        r"^\s*([a-z]+ ){0,2}(experience|employment|appointments|positions( held)?|경\s*력)"
        r"\s*:?\s*$",
        1.0,
        opening_only=True,
    ),
    _cue(_CV, "research interests section", r"^\s*research interests\s*$", 1.0, opening_only=True),
    _cue(
        DocType.CV,
        "awards or skills section",
        r"^\s*(awards|honors|skills|수\s*상)\b.{0,20}$",
        0.5,
        opening_only=True,
    ),
    _cue(
        _CV,
        "publications section",
        r"^\s*((selected|refereed|peer[- ]reviewed) )?(publications|(journal )?articles)\s*:?\s*$",
        0.5,
        opening_only=True,
    ),
)


def classify(doc: IngestedDocument, folder_category: str) -> tuple[DocType, tuple[str, ...]]:
    """(doc_type, reasons) for one ingested document and its upload folder category."""
    folder_type = doc_type_prior(folder_category)
    scores: dict[DocType, float] = dict.fromkeys(DOC_TYPES, 0.0)
    scores[DocType.OTHER] = _OTHER_BASELINE
    reasons: dict[DocType, list[str]] = {kind: [] for kind in DOC_TYPES}
    text = _searchable(_front_text(doc))
    opening = _searchable("\n".join(page.text for page in doc.pages[:_OPENING_PAGES]))

    if doc.scholar is not None:
        scores[DocType.SCHOLAR_PROFILE] += 10.0
        reasons[DocType.SCHOLAR_PROFILE].append(
            f"Google Scholar profile structure ({len(doc.scholar.publications)} publications, "
            f"{len(doc.scholar.coauthors)} co-authors)"
        )
    elif re.search(r"google scholar", text, re.IGNORECASE) and re.search(
        r"cited by|인용", text, re.IGNORECASE
    ):
        scores[DocType.SCHOLAR_PROFILE] += 4.0
        reasons[DocType.SCHOLAR_PROFILE].append("Google Scholar page wording")

    for cue in _CUES:
        if cue.pattern.search(opening if cue.opening_only else text):
            scores[cue.kind] += cue.points
            reasons[cue.kind].append(cue.label)

    # A paper uploaded as the representative work is the representative paper.
    if folder_type == DocType.REPRESENTATIVE:
        scores[DocType.REPRESENTATIVE], scores[DocType.PAPER] = scores[DocType.PAPER], 0.0
        reasons[DocType.REPRESENTATIVE], reasons[DocType.PAPER] = reasons[DocType.PAPER], []

    if folder_type is not None:
        scores[folder_type] += (
            _OTHER_PRIOR_POINTS if folder_type == DocType.OTHER else _PRIOR_POINTS
        )
    best = max(DOC_TYPES, key=lambda kind: (scores[kind], kind == folder_type))
    explained = _explain(best, folder_type, folder_category, reasons, text)
    return best, explained


def _searchable(text: str) -> str:
    """OCR spaces Hangul letters apart ("심 사 위 원 장"): the text and its squeezed form."""
    return f"{text}\n{_HANGUL_GAPS.sub('', text)}"


def _front_text(doc: IngestedDocument) -> str:
    parts: list[str] = []
    size = 0
    for page in doc.pages:
        parts.append(page.text)
        size += len(page.text)
        if size > _SCAN_CHARS:
            break
    # Keep the tail too: reference lists and signature pages sit at the end.
    tail = doc.pages[-1].text[-_SCAN_CHARS // 4 :] if size > _SCAN_CHARS and doc.pages else ""
    return "\n".join([*parts, tail])


def _explain(
    best: DocType,
    folder_type: DocType | None,
    folder_category: str,
    reasons: dict[DocType, list[str]],
    text: str,
) -> tuple[str, ...]:
    out: list[str] = []
    if folder_type == best:
        out.append(f"upload folder: {folder_category}")
    elif folder_type is not None:
        out.append(f"content overrules the upload folder ({folder_category})")
    if reasons[best]:
        out.append("content cues: " + ", ".join(reasons[best]))
    elif not text.strip():
        out.append("no readable text; the upload folder decides")
    elif best == DocType.OTHER:
        out.append("no cues of a thesis, paper, Scholar profile or CV")
    return tuple(out)
