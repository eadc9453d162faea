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
    """Paragraph by paragraph; the runs of one paragraph join without spaces (a name may
    be split over several runs). Nested paragraphs (table cells) come out in order."""
    lines: list[str] = []
    for para in root.iter():
        if _local(para.tag) != "p":
            continue
        parts: list[str] = []
        for node in para.iter():
            name = _local(node.tag)
            if name == "p" and node is not para:
                break  # a nested paragraph is its own line
            if name == "t":
                parts.append("".join(node.itertext()))
            elif name in {"tab", "lineBreak"}:
                parts.append("\t" if name == "tab" else "\n")
        line = "".join(parts).strip()
        if line:
            lines.append(line)
    return "\n".join(lines)


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
    lines: list[str] = []
    for para in root.iter(f"{_W}p"):
        parts: list[str] = []
        for node in para.iter(f"{_W}t", f"{_W}tab", f"{_W}br"):
            if node.tag == f"{_W}t":
                parts.append(node.text or "")
            else:
                parts.append("\t" if node.tag == f"{_W}tab" else "\n")
        line = "".join(parts).strip()
        if line:
            lines.append(line)
    return "\n".join(lines)
