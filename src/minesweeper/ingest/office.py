"""HWPX (Hancom OWPML) and DOCX: text from the XML parts, in reading order."""

from __future__ import annotations

import re

from lxml import etree

from minesweeper.ingest.config import Deadline, IngestLimits
from minesweeper.ingest.errors import IngestError
from minesweeper.ingest.zipsafe import SafeZip

_SECTION = re.compile(r"^Contents/section(\d+)\.xml$")
# No network, no entity expansion, no huge-tree mode: hostile XML stays small and local.
_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
_DOCX_EXTRA = re.compile(r"^word/(header|footer)\d*\.xml$")
# Elements whose text is never page text: a shape's alt text, a field's parameters.
_HWPX_NOT_TEXT = frozenset({"shapeComment", "parameters"})
_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def _local(tag: object) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _parse(data: bytes, what: str) -> etree._Element:
    try:
        return etree.fromstring(data, _PARSER)
    except etree.XMLSyntaxError as exc:
        raise IngestError("corrupt", f"{what} is not well-formed XML") from exc


def read_hwpx(data: bytes, limits: IngestLimits, deadline: Deadline) -> tuple[list[str], str]:
    """(one text per section, note); falls back to the Preview/PrvText.txt text."""
    with SafeZip(data, limits, "HWPX") as package:
        sections = sorted(
            (int(match.group(1)), name)
            for name in package.names
            if (match := _SECTION.match(name)) is not None
        )
        texts: list[str] = []
        for _, name in sections:
            deadline.check()
            texts.append(_hwpx_section_text(_parse(package.read(name), name)))
        if any(text.strip() for text in texts):
            return texts, ""
        if "Preview/PrvText.txt" in package.names:
            preview = package.read("Preview/PrvText.txt").decode("utf-8", "replace")
            return [preview], "HWPX body had no text; read from its preview text"
        if not sections:
            raise IngestError("corrupt", "the HWPX package has no Contents/section*.xml")
        return texts, ""


def _hwpx_section_text(root: etree._Element) -> str:
    """Paragraph by paragraph, in document order; the runs of one paragraph join without
    spaces (a name may be split over several runs). A table row is read as `_row_lines`
    reads it, so a row such as "위원장 | name | affiliation" keeps its label and name
    together."""
    return "\n".join(_hwpx_blocks(root))


def _hwpx_blocks(node: etree._Element) -> list[str]:
    """The lines of every paragraph and table under ``node``, in document order."""
    name = _local(node.tag)
    if name == "p":
        return _hwpx_paragraph_lines(node)
    if name == "tbl":
        return _hwpx_table_lines(node)
    lines: list[str] = []
    for child in node:
        if _local(child.tag) not in _HWPX_NOT_TEXT:
            lines.extend(_hwpx_blocks(child))
    return lines


def _hwpx_table_lines(table: etree._Element) -> list[str]:
    """The table's rows, each read by `_row_lines` (a table nested in a cell gives that cell
    its rows as lines)."""
    lines: list[str] = []
    for row in table.iter():
        if _local(row.tag) != "tr" or _nearest(row, "tbl") is not table:
            continue
        cells = [_hwpx_blocks(cell) for cell in row if _local(cell.tag) == "tc"]
        lines.extend(_row_lines(cells))
    return lines


def _nearest(node: etree._Element, local: str) -> etree._Element | None:
    return next((a for a in node.iterancestors() if _local(a.tag) == local), None)


def _hwpx_paragraph_lines(para: etree._Element) -> list[str]:
    """The paragraph's own runs, in document order. A drawing (``hp:rect``, ``hp:ellipse``,
    a text box) or a table anchored inside a run carries paragraphs of its own: its lines
    come where it is anchored, and the host paragraph's text after it is still read (a
    shape in mid-paragraph must not end the paragraph, and an empty one does not split
    it). Field controls (``CLICK_HERE``) keep their visible text in ordinary runs; their
    parameters and a shape's alt text (``shapeComment``) are not page text."""
    lines: list[str] = []
    parts: list[str] = []

    def flush() -> None:
        line = "".join(parts).strip()
        if line:
            lines.append(line)
        parts.clear()

    def walk(node: etree._Element) -> None:
        for child in node:
            name = _local(child.tag)  # "" for an XML comment or processing instruction
            if name in {"p", "tbl"}:
                nested = _hwpx_blocks(child)
                if nested:
                    flush()
                    lines.extend(nested)
            elif name == "t":
                _collect_t(child, parts)
            elif name in {"tab", "lineBreak"}:
                parts.append("\t" if name == "tab" else "\n")
            elif name and name not in _HWPX_NOT_TEXT:
                walk(child)

    walk(para)
    flush()
    return lines


def _collect_t(node: etree._Element, parts: list[str]) -> None:
    """``hp:t`` text, with its inline ``hp:tab``/``hp:lineBreak`` children in place."""
    if node.text:
        parts.append(node.text)
    for child in node:
        name = _local(child.tag)  # "" for an XML comment or processing instruction
        if name in {"tab", "lineBreak"}:
            parts.append("\t" if name == "tab" else "\n")
        elif name and name not in _HWPX_NOT_TEXT:
            _collect_t(child, parts)
        if child.tail:
            parts.append(child.tail)


def _row_lines(cells: list[list[str]]) -> list[str]:
    """A table row's text, from each cell's lines (its paragraphs, and the rows of a table
    nested in it).

    A row whose cells hold one line each is one line, its cells joined by tabs, so a form's
    label and the name beside it stay together. A cell of several paragraphs (a CV cell
    holding one publication entry a paragraph, a name over its employer) is read the way a
    PDF text layer reads the printed table: line k holds the k-th line of every cell, so
    each entry starts a line of its own and the label opens the line of the first name.
    A cell with no k-th line stands as an empty cell, which keeps the columns where they
    are printed; the line reader skips empty cells, as it skips the blank of a PDF's
    wrapped cell."""
    # A line break inside a cell's paragraph (Word's Shift+Enter) starts a printed line too.
    cells = [
        [part for line in lines for part in line.split("\n") if part.strip()] for lines in cells
    ]
    if all(len(lines) <= 1 for lines in cells):
        line = "\t".join(" ".join(lines[0].split()) for lines in cells if lines)
        return [line] if line else []
    columns = [[_squeeze(line) for line in lines] for lines in cells]
    depth = max(len(column) for column in columns)
    return [
        "\t".join(column[k] if k < len(column) else "" for column in columns).rstrip("\t")
        for k in range(depth)
    ]


def _squeeze(line: str) -> str:
    """A cell's line with its spaces collapsed; the tabs between the cells of a nested row
    stay, empty cells too, so the nested columns stay in place."""
    return "\t".join(" ".join(part.split()) for part in line.split("\t"))


def read_docx(data: bytes, limits: IngestLimits, deadline: Deadline) -> str:
    """Body paragraphs and table cells in document order (headers and footers too)."""
    with SafeZip(data, limits, "DOCX") as package:
        if "word/document.xml" not in package.names:
            raise IngestError("corrupt", "the DOCX package has no word/document.xml")
        extra = [name for name in package.names if _DOCX_EXTRA.match(name)]
        parts = ["word/document.xml", *sorted(extra)]
        chunks: list[str] = []
        for name in parts:
            deadline.check()
            chunks.append(_docx_text(_parse(package.read(name), name)))
    return "\n".join(chunk for chunk in chunks if chunk)


def _docx_text(root: etree._Element) -> str:
    """Paragraphs in order; a table row is read by `_row_lines`."""
    return "\n".join(_docx_lines(root, None))


def _docx_lines(root: etree._Element, row: etree._Element | None) -> list[str]:
    """The lines of the paragraphs and table rows under ``root`` that belong to ``row`` (the
    row of the cell being read, or None for the body): a paragraph or row of a nested
    table is read with its own row."""
    lines: list[str] = []
    for node in root.iter(f"{_W}p", f"{_W}tr"):
        if _nearest(node, "tr") is not row:
            continue
        if node.tag == f"{_W}tr":
            cells = [_docx_lines(cell, node) for cell in node if _local(cell.tag) == "tc"]
            lines.extend(_row_lines(cells))
        elif line := _docx_paragraph(node):
            lines.append(line)
    return lines


def _docx_paragraph(para: etree._Element) -> str:
    parts: list[str] = []
    for node in para.iter(f"{_W}t", f"{_W}tab", f"{_W}br"):
        if node.tag == f"{_W}t":
            parts.append(node.text or "")
        else:
            parts.append("\t" if node.tag == f"{_W}tab" else "\n")
    return "".join(parts).strip()
