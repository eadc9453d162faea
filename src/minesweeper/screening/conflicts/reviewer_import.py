"""Import a reviewer panel from CSV or XLSX, and the template to fill in.

Headers may be English or Korean (이름, 영문이름, 소속, 이메일). The whole file is checked
before anything is written: one bad row rejects the file with its row number. Existing
reviewers are matched by id, then e-mail, then name, and updated in place, so importing the
same file twice changes nothing.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from openpyxl import Workbook, load_workbook
from sqlalchemy import select
from sqlalchemy.orm import Session

from minesweeper.db.models import Applicant, Reviewer
from minesweeper.screening.conflicts.declarations import (
    DeclarationIn,
    InvalidDeclarationError,
    check_declaration,
    declare,
)
from minesweeper.screening.conflicts.errors import ReviewerImportError
from minesweeper.screening.conflicts.jobs import enqueue_recompute_conflicts
from minesweeper.screening.conflicts.reviewers import (
    ReviewerFields,
    apply_fields,
    audit_reviewer,
    list_reviewers,
)
from minesweeper.screening.conflicts.store import open_round

TEMPLATE_HEADER: tuple[str, ...] = (
    "id",
    "name",
    "name_en",
    "affiliation",
    "email",
    "declarations",
)
MAX_IMPORT_ROWS = 5_000
MAX_IMPORT_BYTES = 5 * 1024 * 1024
_HEADER_ALIASES: dict[str, str] = {
    "id": "external_id",
    "external_id": "external_id",
    "번호": "external_id",
    "name": "name",
    "이름": "name",
    "성명": "name",
    "name_en": "name_en",
    "english name": "name_en",
    "영문이름": "name_en",
    "영문성명": "name_en",
    "affiliation": "affiliation",
    "소속": "affiliation",
    "email": "email",
    "e-mail": "email",
    "이메일": "email",
    "declarations": "declarations",
    "declared": "declarations",
    "관계신고": "declarations",
    "신고관계": "declarations",
}
_XLSX_MAGIC = b"PK\x03\x04"


@dataclass(frozen=True, slots=True)
class ImportSummary:
    created: int
    updated: int
    unchanged: int

    def to_dict(self) -> dict[str, int]:
        return {"created": self.created, "updated": self.updated, "unchanged": self.unchanged}


def _decode(data: bytes) -> str:
    # Korean spreadsheet programs save CSV as CP949 unless told otherwise.
    for encoding in ("utf-8-sig", "cp949"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise ReviewerImportError("the CSV file is neither UTF-8 nor CP949 text")


def _table(data: bytes) -> list[list[str]]:
    if data.startswith(_XLSX_MAGIC):
        try:
            book = load_workbook(io.BytesIO(data), read_only=True, data_only=True)
        except Exception as exc:  # openpyxl raises many types for a damaged file
            raise ReviewerImportError(f"the XLSX file cannot be read: {exc}") from exc
        sheet = book.worksheets[0]
        rows = [
            ["" if v is None else str(v).strip() for v in row]
            for row in sheet.iter_rows(values_only=True)
        ]
        book.close()
        return rows
    return [[v.strip() for v in row] for row in csv.reader(io.StringIO(_decode(data)))]


def parse_reviewers(data: bytes) -> list[ReviewerFields]:
    """Rows of a reviewer file; raises ReviewerImportError naming the first bad row."""
    return [fields for fields, _ in parse_panel(data)]


@dataclass(frozen=True, slots=True)
class DeclaredCell:
    """One item of a row's `declarations` column: `APPLICANT:relation[:note]`."""

    applicant: str  # the applicant's id in the round (external id) or exact name
    relation: str
    note: str


def _declared_cells(value: str, number: int) -> list[DeclaredCell]:
    out: list[DeclaredCell] = []
    for item in (i.strip() for i in value.replace("\n", ";").split(";")):
        if not item:
            continue
        parts = [p.strip() for p in item.split(":", 2)]
        if len(parts) < 2 or not parts[0] or not parts[1]:
            raise ReviewerImportError(
                f"row {number}: declaration {item!r} must read APPLICANT:relation[:note]"
            )
        out.append(DeclaredCell(parts[0], parts[1], parts[2] if len(parts) > 2 else ""))
    return out


def parse_panel(data: bytes) -> list[tuple[ReviewerFields, list[DeclaredCell]]]:
    """Rows of a reviewer file with each row's declared relations."""
    if len(data) > MAX_IMPORT_BYTES:
        raise ReviewerImportError(f"the file is larger than {MAX_IMPORT_BYTES} bytes")
    rows = [r for r in _table(data) if any(r)]
    if not rows:
        raise ReviewerImportError("the file is empty")
    columns = [_HEADER_ALIASES.get(h.strip().lower()) for h in rows[0]]
    if "name" not in columns:
        raise ReviewerImportError(
            "the first row must be a header with a 'name' column (see the template)"
        )
    if len(rows) == 1:
        raise ReviewerImportError("the file has a header but no reviewer")
    if len(rows) - 1 > MAX_IMPORT_ROWS:
        raise ReviewerImportError(f"more than {MAX_IMPORT_ROWS} reviewers in one file")
    out: list[tuple[ReviewerFields, list[DeclaredCell]]] = []
    for number, row in enumerate(rows[1:], start=2):
        values = {c: (row[i] if i < len(row) else "") for i, c in enumerate(columns) if c}
        if not values.get("name"):
            raise ReviewerImportError(f"row {number}: the name is empty")
        fields = ReviewerFields(
            name=values["name"],
            name_en=values.get("name_en"),
            affiliation=values.get("affiliation"),
            email=values.get("email"),
            external_id=values.get("external_id"),
        )
        try:
            cleaned = fields.cleaned()
        except ReviewerImportError as exc:
            raise ReviewerImportError(f"row {number}: {exc}") from exc
        out.append((cleaned, _declared_cells(values.get("declarations", ""), number)))
    return out


def _find(existing: Sequence[Reviewer], fields: ReviewerFields) -> Reviewer | None:
    for reviewer in existing:
        if fields.external_id and reviewer.external_id == fields.external_id:
            return reviewer
    for reviewer in existing:
        if fields.email and (reviewer.email or "").lower() == fields.email.lower():
            return reviewer
    for reviewer in existing:
        if (reviewer.name, reviewer.name_en) == (fields.name, fields.name_en):
            return reviewer
    return None


def import_reviewers(
    session: Session, round_id: int, data: bytes, actor_id: int | None = None
) -> ImportSummary:
    """Create or update the round's reviewers from a file, then queue a recomputation."""
    open_round(session, round_id)
    parsed = parse_panel(data)
    applicants = _applicant_ids(session, round_id)
    # Every declaration is checked before anything is written, like the rows themselves.
    pending: list[tuple[int, list[DeclarationIn]]] = []
    for index, (_, cells) in enumerate(parsed):
        items = []
        for cell in cells:
            applicant_id = applicants.get(cell.applicant)
            if applicant_id is None:
                raise ReviewerImportError(
                    f"row {index + 2}: no applicant {cell.applicant!r} in this round"
                )
            item = DeclarationIn(0, applicant_id, cell.relation, cell.note)
            try:
                check_declaration(item)
            except InvalidDeclarationError as exc:
                raise ReviewerImportError(f"row {index + 2}: {exc}") from None
            items.append(item)
        pending.append((index, items))
    existing = list_reviewers(session, round_id)
    created = updated = unchanged = 0
    rows: list[Reviewer] = []
    for fields, _ in parsed:
        row = _find(existing, fields)
        if row is None:
            row = Reviewer(round_id=round_id, name=fields.name)
            apply_fields(row, fields)
            session.add(row)
            session.flush()
            existing.append(row)
            audit_reviewer(session, round_id, "reviewer.created", row, actor_id)
            created += 1
        elif apply_fields(row, fields):
            session.flush()
            audit_reviewer(session, round_id, "reviewer.updated", row, actor_id)
            updated += 1
        else:
            unchanged += 1
        rows.append(row)
    for index, items in pending:
        for item in items:
            declare(session, round_id, replace(item, reviewer_id=rows[index].id), actor_id)
    if created or updated:
        enqueue_recompute_conflicts(session, round_id)
    return ImportSummary(created, updated, unchanged)


def _applicant_ids(session: Session, round_id: int) -> dict[str, int]:
    """Applicants by external id, and by name where the name is unique in the round."""
    applicants = list(session.scalars(select(Applicant).where(Applicant.round_id == round_id)))
    names = Counter(a.name for a in applicants)
    by_key = {a.name: a.id for a in applicants if names[a.name] == 1}
    by_key.update({a.external_id: a.id for a in applicants if a.external_id})
    return by_key


# The template in Korean: headers the importer reads (see _HEADER_ALIASES) and a sample row
# on the help sheet, where it is never imported by mistake.
TEMPLATE_HEADER_KO: tuple[str, ...] = ("번호", "이름", "영문이름", "소속", "이메일", "관계신고")
_SAMPLE_ROW_KO = (
    "R01",
    "홍길동",
    "Gildong Hong",
    "○○대학교 전기공학과",
    "gildong@example.ac.kr",
    "",
)
_HELP_KO = (
    "첫 번째 시트에 심사위원 한 명당 한 줄을 적습니다. '이름'만 필수입니다.",
    "이름: 심사위원이 쓰는 한글 이름, 영문이름: 본인이 쓰는 로마자 표기.",
    "번호: 위원회의 심사위원 번호(선택). 같은 번호나 이메일이 있는 줄은 그 심사위원을 수정합니다.",
    "관계신고(선택): 지원자:관계[:메모], 여러 개는 ';'로 구분. 지원자는 지원자 번호나 이름,"
    " 관계는 family, former_family, personal, business, advisor, coauthor, other 중 하나.",
    "작성 예시 (이 줄은 가져오지 않습니다):",
)
_HELP_EN = (
    "One reviewer per row on the first sheet; only 'name' is required.",
    "name: Hangul or full name as the reviewer writes it; name_en: own romanization.",
    "id: your panel number (optional); rows with a known id or e-mail update that reviewer.",
    "declarations (optional): APPLICANT:relation[:note], several separated by ';';"
    " APPLICANT is the applicant's id or name, relation one of family, former_family,"
    " personal, business, advisor, coauthor, other.",
    "An example (this row is not imported):",
)
_SAMPLE_ROW_EN = (
    "R01",
    "홍길동",
    "Gildong Hong",
    "Dept. of EE, Example University",
    "gildong@example.ac.kr",
    "",
)


def template_csv(lang: str = "en") -> bytes:
    header = TEMPLATE_HEADER_KO if lang == "ko" else TEMPLATE_HEADER
    return ("\ufeff" + ",".join(header) + "\r\n").encode("utf-8")


def template_xlsx(lang: str = "en") -> bytes:
    korean = lang == "ko"
    book = Workbook()
    sheet = book.active
    assert sheet is not None  # a new workbook always has one sheet
    sheet.title = "심사위원" if korean else "reviewers"
    sheet.append(list(TEMPLATE_HEADER_KO if korean else TEMPLATE_HEADER))
    notes = book.create_sheet("작성 안내" if korean else "help")
    for line in _HELP_KO if korean else _HELP_EN:
        notes.append([line])
    notes.append(list(TEMPLATE_HEADER_KO if korean else TEMPLATE_HEADER))
    notes.append(list(_SAMPLE_ROW_KO if korean else _SAMPLE_ROW_EN))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
