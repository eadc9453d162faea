"""The default extractor: deterministic rules over text layers and OCR words.

Which rules run depends on the document type: approval pages (theses and any scanned form),
author lines of a paper's first page, Scholar co-author lists and author strings, and the
advisor lines and publication lists of CVs and achievement lists, the advisor and committee
a thesis's acknowledgements thank by role, and the co-authors its statements of joint work
name. Reference lists are never read for people.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from minesweeper.extractors.model import (
    DocumentFlag,
    ExtractionInput,
    ExtractionResult,
    Role,
    SourceKind,
    UnreadSlot,
    role_family,
)
from minesweeper.extractors.text.approval.layer_marks import layer_row
from minesweeper.extractors.text.approval.seals import (
    Mark,
    PageImages,
    RowMarks,
    drawn_marks,
    printed_boxes,
    row_marks,
)
from minesweeper.extractors.text.approval.slotcheck import (
    PLACEHOLDER_CONFIDENCE,
    account_for_slots,
    compact,
)
from minesweeper.extractors.text.approval.slots import Slot, find_slots
from minesweeper.extractors.text.approval.spans import (
    hand_down_row_labels,
    join_lone_titles,
    join_vertical_labels,
    join_wrapped_labels,
)
from minesweeper.extractors.text.approval.tables import label_table_columns
from minesweeper.extractors.text.approval.translated import untranslated_labels
from minesweeper.extractors.text.bylines.author_notes import author_notes
from minesweeper.extractors.text.bylines.authors import (
    Author,
    affiliations,
    after_cover,
    author_names,
    header_lines,
    paper_authors,
)
from minesweeper.extractors.text.bylines.joint_authors import joint_authors
from minesweeper.extractors.text.bylines.with_notes import with_notes
from minesweeper.extractors.text.collect import Collector, SelfMatcher
from minesweeper.extractors.text.confidence import CONFIDENCE
from minesweeper.extractors.text.cv.slots import cv_slot_lines, cv_slots
from minesweeper.extractors.text.labels import is_label_only, label_at_start
from minesweeper.extractors.text.lines import Box, Cell, Line, document_lines
from minesweeper.extractors.text.owner_forms import printed_owner_forms
from minesweeper.extractors.text.prose.acknowledgements import thanked_persons
from minesweeper.extractors.text.prose.joint_work import joint_work_coauthors
from minesweeper.extractors.text.prose.sentences import Named
from minesweeper.extractors.text.prose.spelling import one_letter_apart
from minesweeper.extractors.text.publications import own_list_lines, publication_authors
from minesweeper.extractors.text.publications.bold_owner import bold_owner_forms
from minesweeper.extractors.text.publications.family_owner import family_owner_forms
from minesweeper.extractors.text.publications.headings import SECTION_STOP
from minesweeper.extractors.text.publications.lone_owner import lone_author_forms
from minesweeper.extractors.text.publications.owner_once import OwnerFit
from minesweeper.extractors.text.rescan import rescan
from minesweeper.extractors.text.scholar import (
    coauthor_entries,
    coauthor_lines,
    publication_names,
    truncated_author_line,
)
from minesweeper.extractors.text.slotnames import (
    names_in,
    rank_and_employer,
    reconcile_ocr_readings,
)
from minesweeper.extractors.text.years import entry_year, header_year, page_year, parse_year
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.errors import IngestError
from minesweeper.ingest.model import IngestedDocument, OcrWord, Page, TextSource, WordBox
from minesweeper.names import match, normalize_name

__all__ = ["TextExtractor"]

_PAPER_TYPES = frozenset({DocType.PAPER, DocType.REPRESENTATIVE})
_LIST_TYPES = frozenset({DocType.CV, DocType.THESIS})  # documents with the owner's own list
_READABLE_OCR = 0.6  # mean OCR word confidence of a page a person could read
_MARK_KINDS = {Mark.SEAL: SourceKind.SEAL, Mark.SIGNATURE: SourceKind.SIGNATURE}
_NO_MARKS = RowMarks(frozenset(), handwritten=False)
_LAYER_DPI = 200  # a text-layer page is rendered at this resolution to look for its marks


class TextExtractor:
    name = "text"

    def extract(self, item: ExtractionInput) -> ExtractionResult:
        document = rescan(item.document)
        lines = document_lines(document)
        lines = join_wrapped_labels(join_vertical_labels(untranslated_labels(lines)))
        lines = join_lone_titles(lines)
        lines = label_table_columns(hand_down_row_labels(lines))
        doc_type = item.doc_type
        is_cv = doc_type == DocType.CV
        reads_slots = doc_type != DocType.SCHOLAR_PROFILE and doc_type not in _PAPER_TYPES
        slots = (cv_slots(lines) if is_cv else find_slots(lines)) if reads_slots else []
        own_names: tuple[str | None, ...] = (item.applicant_name, item.applicant_name_en)
        if document.pages:  # the owner's name in the other scripts the first page prints
            own_names += printed_owner_forms(document.pages[0].text.splitlines(), own_names)
        if doc_type in _LIST_TYPES:  # a CV bolds its owner in its own entries
            runs = (run for page in document.pages for run in page.bold)
            own_names += _unlabelled(bold_owner_forms(runs, own_names), slots)
        if is_cv:  # ... and prints it alone under every entry the owner wrote alone
            texts = (line.text for line in lines)
            own_names += _unlabelled(lone_author_forms(texts, own_names), slots)
            own_names += _unlabelled(family_owner_forms(lines, own_names), slots)
        own = SelfMatcher(*own_names)
        collector = Collector(own)
        labels_seen = False
        slot_flags: tuple[DocumentFlag, ...] = ()
        unread: tuple[UnreadSlot, ...] = ()
        if doc_type == DocType.SCHOLAR_PROFILE:
            _scholar(document, lines, own, collector)
        elif doc_type in _PAPER_TYPES:
            _papers(lines, own, collector)
            # A paper filed beside a thesis may be the author's list of papers, or a chapter
            # opening on the entry it reprints ("This chapter is based on: ..."): its own
            # entries, as a thesis's list is read.
            _publications(own_list_lines(lines), own, collector, require_self=True, headed=True)
        else:
            marks_of = _MarkReader(document, slots)
            read = _approvals(slots, lines, collector, marks_of)
            slot_flags, unread = _unaccounted(
                cv_slot_lines(lines) if is_cv else lines, read, collector, marks_of
            )
            labels_seen = any(label_at_start(line.text, ocr=True) for line in lines if line.ocr)
            # A thesis cites others' work in its reference list; only its chapter listing its
            # author's own papers is a publication list.
            thesis = doc_type == DocType.THESIS
            listed = own_list_lines(lines) if thesis else lines
            _publications(listed, own, collector, require_self=not is_cv, headed=thesis)
            if doc_type == DocType.THESIS:
                for author in joint_authors(lines, own):
                    _add_author(collector, author)
                _from_prose(thanked_persons(lines), CONFIDENCE.acknowledgement, collector)
                _from_prose(joint_work_coauthors(lines), CONFIDENCE.joint_work, collector)
        flags = _vision_flags(document, collector, labels_seen) + slot_flags
        return ExtractionResult(persons=collector.persons(), flags=flags, unread_slots=unread)


def _unlabelled(forms: tuple[str, ...], slots: list[Slot]) -> tuple[str, ...]:
    """The bold name forms that no role label names: a thesis's title page sets its supervisor
    in bold as it sets its author, and a name the page labels advisor is someone else's."""
    labelled = {normalize_name(slot.name) for slot in slots}
    return tuple(form for form in forms if normalize_name(form) not in labelled)


def _approvals(
    slots: list[Slot], lines: list[Line], collector: Collector, marks_of: _MarkReader
) -> list[Slot]:
    """Adds the slots' persons and marks; returns the slots read. A name OCR was too unsure
    of is no evidence: its label is left to be flagged as unread, with what OCR made of it."""
    read: list[Slot] = []
    below = {(line.page, line.index - 1): line.text for line in lines}
    for slot in reconcile_ocr_readings(slots):
        if slot.confidence < CONFIDENCE.ocr_noise_below:
            continue
        read.append(slot)
        confidence = CONFIDENCE.partial_name if slot.partial else slot.confidence
        kind = SourceKind.PRINTED
        marks: frozenset[Mark] = frozenset()
        name_cell = _name_only(slot)
        label = _label_cell(slot, name_cell)
        found = marks_of(slot.line, name_cell, label, _next_label_left(slot), slot.cell.text)
        marks = found.marks
        if found.handwritten:
            kind = SourceKind.HANDWRITTEN
        quote = slot.line.text
        # The member's rank and employer on the line under the name place them.
        under = below.get((slot.line.page, slot.line.index), "")
        collector.add(
            slot.name,
            slot.role,
            page=slot.line.page,
            quote=quote,
            confidence=confidence,
            kind=kind,
            affiliation=under if rank_and_employer(under) else None,
        )
        for mark in sorted(marks):
            collector.add(
                slot.name,
                slot.role,
                page=slot.line.page,
                quote=f"{quote} [{mark.value} beside the name]",
                confidence=min(confidence, CONFIDENCE.seal_or_signature),
                kind=_MARK_KINDS[mark],
            )
    return read


class _MarkReader:
    """The marks of one row, page images rendered once: a scanned page's row by its OCR
    boxes (`seals.row_marks`), a text layer's by where its words are printed
    (`seals.drawn_marks`)."""

    def __init__(self, document: IngestedDocument, slots: list[Slot]) -> None:
        self._images = PageImages(document.renderer)
        self._drawn = PageImages(document.marks_renderer)
        self._pages = {page.number: page for page in document.pages}
        self._printed: dict[int, tuple[Box, ...]] = {}
        self._layer_words = document.layer_words
        self._words: dict[int, list[WordBox]] = {}
        self._names: dict[int, frozenset[str]] = {}
        for slot in slots:
            page = slot.line.page
            self._names[page] = self._names.get(page, frozenset()) | {slot.name}

    def __call__(
        self,
        line: Line,
        name: Cell,
        label: Cell | None,
        stop_left: int | None,
        printed_in: str | None = None,
    ) -> RowMarks:
        """`printed_in`: the text the name was read from (its cell, where a label stands on
        the line above), to tell its printed row from others naming the same person."""
        page = self._pages.get(line.page)
        if page is None:
            return _NO_MARKS
        if not line.ocr:
            return self._layer_marks(page, printed_in or line.text, name.text)
        if not page.ocr_dpi or name.box is None:
            return _NO_MARKS
        image = self._images.get(page.number, page.ocr_dpi)
        if image is None:
            return _NO_MARKS
        if page.number not in self._printed:
            self._printed[page.number] = printed_boxes(page)
        return row_marks(image, name, label, stop_left, self._printed[page.number])

    def _layer_marks(self, page: Page, printed_in: str, name: str) -> RowMarks:
        """A printed name of a text layer: typed, so never handwritten; its marks only."""
        if page.text_source is not TextSource.LAYER or self._layer_words is None:
            return _NO_MARKS
        image = self._drawn.get(page.number, _LAYER_DPI)
        if image is None:
            return _NO_MARKS
        if page.number not in self._words:
            try:
                self._words[page.number] = self._layer_words(page.number)
            except IngestError:
                self._words[page.number] = []
        others = self._names.get(page.number, frozenset())
        row = layer_row(self._words[page.number], image.size, name, printed_in, others)
        if row is None:
            return _NO_MARKS
        marks = drawn_marks(image, row.name, row.stop_left, row.start_right)
        return RowMarks(marks, handwritten=False)


def _unaccounted(
    lines: list[Line], slots: list[Slot], collector: Collector, marks_of: _MarkReader
) -> tuple[tuple[DocumentFlag, ...], tuple[UnreadSlot, ...]]:
    """Role labels no reader turned into a person: placeholder-like names are kept at low
    confidence, the rest are flagged (see `slotcheck`). A flagged label with writing in the
    name's place (a handwritten name, a signature, a seal) is also an `UnreadSlot`."""
    taken = frozenset(compact(person.name_raw) for person in collector.persons())
    account = account_for_slots(lines, slots, taken)
    for found in account.placeholders:
        collector.add(
            found.name,
            found.role,
            page=found.line.page,
            quote=found.line.text,
            confidence=PLACEHOLDER_CONFIDENCE,
        )
    unread: list[UnreadSlot] = []
    for label in account.unread:
        first = label.line.cells[0]
        # Nothing read in the name's place: look right of the label for a pen's ink.
        written = label.written or _beside(first)
        if written is None:
            continue
        marks = marks_of(label.line, written, first, None)
        kinds = tuple(_MARK_KINDS[mark] for mark in sorted(marks.marks))
        if marks.handwritten:
            kinds = (SourceKind.HANDWRITTEN, *kinds)
        if kinds:
            unread.append(UnreadSlot(label.role, kinds, label.flag, written.text))
    return tuple(account.flags), tuple(unread)


def _beside(label: Cell) -> Cell | None:
    """An empty cell just right of a label: the place of a name OCR read nothing of."""
    if label.box is None:
        return None
    box = Box(label.box.right, label.box.top, label.box.right + 1, label.box.bottom)
    return Cell("", box=box, text_height=label.text_height or label.box.height)


def _name_only(slot: Slot) -> Cell:
    """The slot's cell narrowed to the words of the name: the seal or signature slot is to the
    right of the name, even when OCR glued it (or a signature read as letters) into the cell."""
    if slot.cell.box is None:  # a text layer's cell: the name is looked up where it is printed
        return replace(slot.cell, text=slot.name)
    box = slot.cell.name_box(slot.name)
    return replace(slot.cell, box=box) if box is not None else slot.cell


def _label_cell(slot: Slot, name_cell: Cell) -> Cell | None:
    """The cell holding the slot's label: the first cell of its line, or, when OCR put label
    and name in one cell, that cell narrowed to the words left of the name."""
    first = slot.line.cells[0] if slot.line.cells else None
    if first is not None and first is not slot.cell:
        return first
    if name_cell.box is None or name_cell.box == slot.cell.box:
        return None
    return slot.cell.left_part(name_cell.box.left)


def _next_label_left(slot: Slot) -> int | None:
    cells = slot.line.cells
    try:
        position = cells.index(slot.cell)
    except ValueError:
        return None
    following = cells[position + 1 :]
    for index, cell in enumerate(following):
        if cell.box is None or label_at_start(cell.text) is None:
            continue
        if is_label_only(cell.text) and not any(
            names_in(later.text, ocr=True) for later in following[index + 1 :]
        ):
            continue  # the row's own label, printed after the name: "현 채 람  위원장  (印)"
        return cell.box.left
    return None


def _from_prose(found: list[Named], confidence: float, collector: Collector) -> None:
    """Persons named in prose: thanked by role, or named as the partners of the author's joint
    work. Prose says less than the approval page: a role it names is added only where the
    document gave the person no role of that family ("my committee" for the chair is no
    second role, "advisor" for a co-advisor no promotion), and a name one letter off the
    document's own is that person misspelled."""
    for named in found:
        family = role_family(named.role)
        if any(
            person.role in family
            and (
                match(person.name_raw, named.name).auto_merge
                or one_letter_apart(person.name_raw, named.name)
            )
            for person in collector.persons()
        ):
            continue
        collector.add(
            named.name,
            named.role,
            page=named.line.page,
            quote=named.line.text,
            confidence=confidence * named.line.confidence,
        )


_SYMBOL_RUN = re.compile(r"([*†‡§¶#])\1*")


def _papers(lines: list[Line], own: SelfMatcher, collector: Collector) -> None:
    lines = after_cover(lines)
    authors = [*paper_authors(lines, own), *author_notes(lines, own)]
    if not authors and lines:
        # A first page in other words than the known covers' (a publisher's notice) that names
        # no author: the byline is on the next page, unless that opens the references.
        lines = [line for line in lines if line.page > lines[0].page]
        if lines and not SECTION_STOP.match(lines[0].text):
            authors = [*paper_authors(lines, own), *author_notes(lines, own)]
    marks_to_affiliation = affiliations(lines)
    placed = with_notes(lines)
    # The header only: a first page's reference list or body prints others' years.
    year = header_year(line.text for line in header_lines(lines)) or page_year(
        line.text for line in lines if lines and line.page == lines[0].page
    )
    for author in authors:
        # A run of one symbol is one mark ("††" is the second author's note, not "†" twice).
        runs = (run.group(0) for run in _SYMBOL_RUN.finditer(author.marks))
        marks = (*runs, *author.marks)
        noted = (marks_to_affiliation[mark] for mark in marks if mark in marks_to_affiliation)
        affiliation = next(noted, None) or placed.get(normalize_name(author.name))
        _add_author(collector, author, affiliation=affiliation, year=year)


def _add_author(
    collector: Collector, author: Author, *, affiliation: str | None = None, year: int | None = None
) -> None:
    """An author printed with the applicant on a byline or a title page: a co-author."""
    collector.add(
        author.name,
        Role.COAUTHOR,
        page=author.line.page,
        quote=author.quote,
        confidence=CONFIDENCE.byline * author.line.confidence,
        affiliation=affiliation,
        year=year,
    )


def _publications(
    lines: list[Line],
    own: SelfMatcher,
    collector: Collector,
    *,
    require_self: bool,
    headed: bool = False,
) -> None:
    for author in publication_authors(lines, own, require_self=require_self, headed=headed):
        collector.add(
            author.name,
            Role.COAUTHOR,
            page=author.line.page,
            quote=author.line.text,
            confidence=CONFIDENCE.publication_entry * author.line.confidence,
            year=author.year,
            is_self=author.fit is OwnerFit.OWNER,
            namesake=author.fit is OwnerFit.NAMESAKE,
        )


def _scholar(
    document: IngestedDocument, lines: list[Line], own: SelfMatcher, collector: Collector
) -> None:
    profile = document.scholar
    if profile is not None:
        for name, affiliation in coauthor_entries(profile):
            collector.add(
                name,
                Role.COAUTHOR,
                page=1,
                quote=f"Co-authors: {name}",
                confidence=CONFIDENCE.scholar_coauthor,
                affiliation=affiliation,
            )
        for publication in profile.publications:
            for name in publication_names(publication.authors):
                collector.add(
                    name,
                    Role.COAUTHOR,
                    page=1,
                    quote=f"{publication.authors} — {publication.title}",
                    confidence=CONFIDENCE.scholar_publication,
                    year=parse_year(publication.year),
                )
        return
    # No structured profile: the co-author list under its heading, and author strings (lines
    # listing the applicant among others).
    for name, affiliation, line in coauthor_lines(lines):
        collector.add(
            name,
            Role.COAUTHOR,
            page=line.page,
            quote=line.text,
            confidence=CONFIDENCE.scholar_coauthor_line,
            affiliation=affiliation,
        )
    for line in lines:
        text = truncated_author_line(line.text) or line.text
        for name, _marks in author_names(text, own) or []:
            collector.add(
                name,
                Role.COAUTHOR,
                page=line.page,
                quote=line.text,
                confidence=CONFIDENCE.scholar_author_line,
                year=entry_year(line.text),
            )


def _vision_flags(
    document: IngestedDocument, collector: Collector, labels_seen: bool
) -> tuple[DocumentFlag, ...]:
    """`needs_vision` for a document without text layer whose names could not be read, and
    for each scanned page of a document with one that OCR could not read (a committee page
    in a script Tesseract does not know, inserted into a thesis) and that named nobody."""
    if any(page.text_source == TextSource.LAYER for page in document.pages):
        named = {person.page for person in collector.related()}
        return tuple(
            DocumentFlag("needs_vision", f"page {page.number}: {_UNREAD_SCAN}", page.number)
            for page in document.pages
            if page.text_source != TextSource.LAYER
            and not page.blank
            and page.number not in named
            and len(page.words) >= _UNREAD_SCAN_WORDS
            and _mean_confidence(page.words) < _READABLE_OCR
        )
    if collector.related():
        return ()
    words = [word for page in document.pages for word in page.words]
    has_text = any(page.text.strip() for page in document.pages)
    if labels_seen or not has_text or (words and _mean_confidence(words) < _READABLE_OCR):
        label = document.note or "no readable names; needs a vision model or a person"
        return (DocumentFlag("needs_vision", label),)
    return ()


_UNREAD_SCAN = "a scanned page OCR could not read; needs a vision model or a person"
# Fewer words than this on an unreadable page are a heading or a figure's labels ("표 목차"
# drawn as outlines), no committee.
_UNREAD_SCAN_WORDS = 8


def _mean_confidence(words: Sequence[OcrWord]) -> float:
    return sum(word.confidence for word in words) / len(words) if words else 0.0
