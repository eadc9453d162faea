"""Table columns headed by a role label.

A CV or a committee list laid out as a table names the role once, in the header row
("Period | Degree | Institution | Advisor", "구분 | 성명 | 지도교수"), and the names in the rows
below, far from their label. Each such cell is read as if it were printed after its label:
a line "Advisor  Prof. Woojin Kam" is added after the row, so the label rules apply as usual.
"""

from __future__ import annotations

from minesweeper.extractors.text.approval.fields import is_date_cell
from minesweeper.extractors.text.labels import is_label_only, is_official
from minesweeper.extractors.text.lines import Cell, Line
from minesweeper.extractors.text.slotnames import names_in

_MIN_COLUMNS = 2  # a row of one cell is a paragraph, not a table row


def label_table_columns(lines: list[Line]) -> list[Line]:
    """The lines, with one labelled line added after every row cell that sits under a
    header cell holding only a role label. Only text-layer rows: OCR cells have no columns
    reliable enough to count. A line of one cell (a heading, a paragraph) ends the table."""
    out: list[Line] = []
    header: tuple[Cell, ...] | None = None
    labelled: dict[int, str] = {}
    for line in lines:
        out.append(line)
        if line.ocr or len(line.cells) < _MIN_COLUMNS:
            header, labelled = None, {}
            continue
        columns = {
            index: cell.text for index, cell in enumerate(line.cells) if is_label_only(cell.text)
        }
        # "지도교수 | 이재원 (KAIST)": a label with its own name beside it is a field of a form,
        # not a header over the rows below; so is one beside an official ("Rector Magnificus |
        # Chairperson": the rector who chairs a Dutch defence).
        if columns and not any(
            names_in(cell.text) or is_official(cell.text)
            for index, cell in enumerate(line.cells)
            if index not in columns
        ):
            # Under a row of names, one per cell, the labels are the roles of signature
            # blocks side by side ("Prof. A    Prof. B" / "Chair    Member"), no header.
            above = out[-2] if len(out) >= 2 else None
            blocks = above is not None and _names_row(above, line)
            header, labelled = (None, {}) if blocks else (line.cells, columns)
            continue
        if columns:
            # "Vogais: | Doutor X" under "Presidente: | Reitor ...": a row with a label of its
            # own is a form's field, no row of the table above.
            header, labelled = None, {}
            continue
        if header is None or line.page != out[-2].page:
            header, labelled = None, {}
            continue
        if len(line.cells) != len(header):
            # A row with an empty cell ("학사" with no 지도교수): its cells no longer line up
            # with the header's, but the table goes on.
            continue
        for index, label in labelled.items():
            value = line.cells[index].text.strip()
            if any(char.isalpha() for char in value):
                out.append(Line(line.page, line.index, (Cell(label), Cell(value)), ocr=False))
    return out


def _names_row(above: Line, labels: Line) -> bool:
    """Whether the line above a row of labels holds one name in each of as many cells; a
    date's cell over a "Date" field ("Jan Roe | 10/02/2023" over "Thesis Advisor | Date") is
    the signature block's date."""
    return (
        above.page == labels.page
        and not above.ocr
        and len(above.cells) == len(labels.cells)
        and any(not is_date_cell(label.text) for label in labels.cells)
        and all(
            is_date_cell(label.text) and is_date_cell(cell.text)
            if is_date_cell(label.text)
            else len(names_in(cell.text)) == 1
            for cell, label in zip(above.cells, labels.cells, strict=True)
        )
    )
