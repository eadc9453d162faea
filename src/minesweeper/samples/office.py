"""Office formats written by code: HWPX (OWPML zip), HWP 5 (binary), DOCX CVs."""

from __future__ import annotations

import io
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

_HWPX_NS = (
    'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" '
    'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"'
)
_CONTAINER = (
    '<?xml version="1.0" encoding="UTF-8"?>'
    '<ocf:container xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container">'
    '<ocf:rootfiles><ocf:rootfile full-path="Contents/content.hpf" '
    'media-type="application/hwpml-package+xml"/></ocf:rootfiles></ocf:container>'
)


def hwpx_bytes(paragraphs: Sequence[str], *, split_runs: bool = True) -> bytes:
    """An HWPX package: `mimetype` first and stored, one section, a preview text.

    With `split_runs`, each paragraph is cut into two runs in the middle (as Hangul does
    when formatting changes inside a word), so readers must join runs without spaces.
    """
    body = []
    for index, text in enumerate(paragraphs):
        cut = len(text) // 2 if split_runs else len(text)
        runs = "".join(
            f'<hp:run charPrIDRef="0"><hp:t>{escape(part)}</hp:t></hp:run>'
            for part in (text[:cut], text[cut:])
            if part
        )
        body.append(f'<hp:p id="{index}" paraPrIDRef="0" styleIDRef="0">{runs}</hp:p>')
    section = f'<?xml version="1.0" encoding="UTF-8"?><hs:sec {_HWPX_NS}>{"".join(body)}</hs:sec>'
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><opf:package '
        'xmlns:opf="http://www.idpf.org/2007/opf/"><opf:manifest><opf:item id="section0" '
        'href="Contents/section0.xml" media-type="application/xml"/></opf:manifest>'
        '<opf:spine><opf:itemref idref="section0"/></opf:spine></opf:package>'
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        package.writestr(
            zipfile.ZipInfo("mimetype"), "application/hwp+zip", compress_type=zipfile.ZIP_STORED
        )
        package.writestr("META-INF/container.xml", _CONTAINER, zipfile.ZIP_DEFLATED)
        package.writestr("Contents/content.hpf", content, zipfile.ZIP_DEFLATED)
        package.writestr("Contents/section0.xml", section, zipfile.ZIP_DEFLATED)
        package.writestr("Preview/PrvText.txt", "\r\n".join(paragraphs), zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


def hwp_bytes(paragraphs: Sequence[str]) -> bytes:
    """A real HWP 5 file (compressed OLE compound document) holding the paragraphs.

    Needs the `samples` extra (`pip install minesweeper[samples]`); nothing else writes HWP.
    """
    try:
        from hwp_converter_ai import HwpWriter
    except ImportError as exc:  # the extra is not installed
        raise RuntimeError(
            "writing sample HWP files needs: pip install minesweeper[samples]"
        ) from exc

    markdown = "\n\n".join(text.replace("#", "＃") for text in paragraphs)
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / "document.hwp"
        HwpWriter().from_markdown(markdown, target)
        return target.read_bytes()


def achievements_paragraphs(applicant: str, coauthors: Sequence[str]) -> list[str]:
    """A 연구실적목록 (list of research achievements) as paragraphs."""
    names = ", ".join([applicant, *coauthors])
    return [
        "연 구 실 적 목 록",
        f"성    명 : {applicant}        소    속 : 한국과학기술원 전산학부",
        "[1] 학술지 논문",
        f"1. {names}, “그래프 신경망 기반 이상 탐지,” 정보과학회논문지, 제49권, 2022.",
        "위 기재 사항은 사실과 다름없음을 확인합니다.",
        f"작성자 : {applicant}  (서명)",
    ]


def docx_cv(
    name: str,
    advisor: str,
    publications: Sequence[str],
    *,
    university: str = "Seoul National University",
) -> bytes:
    """An English CV: education with the advisor, interests, a publications list and a table."""
    from docx import Document

    document = Document()
    document.add_paragraph(name.upper())
    document.add_paragraph(f"Postdoctoral Researcher, {university}")
    document.add_paragraph("EDUCATION")
    document.add_paragraph(f"Ph.D. in Electrical Engineering, {university}, 2018 – 2023")
    document.add_paragraph(f"Advisor: Prof. {advisor}")
    document.add_paragraph("RESEARCH INTERESTS")
    document.add_paragraph("Signal processing, deep learning")
    document.add_paragraph("PUBLICATIONS")
    for number, publication in enumerate(publications, start=1):
        document.add_paragraph(f"[{number}] {publication}")
    document.add_paragraph("AWARDS")
    table = document.add_table(rows=2, cols=2)
    table.cell(0, 0).text = "2022"
    table.cell(0, 1).text = "Best Paper Award"
    table.cell(1, 0).text = "2020"
    table.cell(1, 1).text = "Graduate Fellowship"
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()
