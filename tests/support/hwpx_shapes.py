"""HWPX sections as Hangul writes them around drawings and fields: a rectangle with its
own (possibly empty) text box anchored before a paragraph's text, a CLICK_HERE field
whose visible text sits between fieldBegin and fieldEnd, an ellipse in mid-paragraph."""

from __future__ import annotations

import io
import zipfile
from xml.sax.saxutils import escape

from minesweeper.samples import hwpx_bytes

_NS = (
    'xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph" '
    'xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section" '
    'xmlns:hc="http://www.hancom.co.kr/hwpml/2011/core"'
)


def _t(text: str) -> str:
    return f"<hp:t>{escape(text)}</hp:t>"


def _paragraph(inner: str) -> str:
    return f'<hp:p paraPrIDRef="0" styleIDRef="0">{inner}</hp:p>'


def shape(kind: str, box_text: str, comment: str) -> str:
    """A drawing object with a text box; ``comment`` is its alt text (not page text)."""
    box = _paragraph(f'<hp:run charPrIDRef="0">{_t(box_text)}</hp:run>' if box_text else "")
    return (
        f'<hp:{kind} id="1" zOrder="0"><hp:orgSz width="100" height="100"/>'
        f'<hp:drawText lastWidth="100" name="" editable="0"><hp:subList id="">{box}'
        '</hp:subList></hp:drawText><hc:pt0 x="0" y="0"/>'
        f"<hp:shapeComment>{escape(comment)}</hp:shapeComment></hp:{kind}>"
    )


def click_here(field_id: str, prompt: str, value: str) -> str:
    """A CLICK_HERE field: the prompt lives in a parameter, the value in a run."""
    begin = (
        f'<hp:ctrl><hp:fieldBegin id="{field_id}" type="CLICK_HERE" name="" editable="1">'
        '<hp:parameters cnt="1" name=""><hp:stringParam name="Command">'
        f"Clickhere:set:44:Direction:wstring:{len(prompt)}:{escape(prompt)} </hp:stringParam>"
        "</hp:parameters></hp:fieldBegin></hp:ctrl>"
    )
    end = f'<hp:ctrl><hp:fieldEnd beginIDRef="{field_id}"/></hp:ctrl>'
    return (
        f'<hp:run charPrIDRef="0">{begin}</hp:run>'
        f'<hp:run charPrIDRef="7">{_t(value)}</hp:run><hp:run charPrIDRef="0">{end}'
    )


def committee_with_shapes() -> bytes:
    """An approval paragraph whose role label follows a rectangle and whose name is a
    field value, then text after an ellipse, then a text box holding a second member."""
    first = _paragraph(
        '<hp:run charPrIDRef="0">'
        + shape("rect", "", "사각형입니다.")
        + _t("심사위원장 ")
        + "</hp:run>"
        + click_here("11", "성명", "이재원")
        + _t(" (인)")
        + shape("ellipse", "", "타원입니다.")
        + _t(" 서강대학교")
        + "</hp:run>"
    )
    second = _paragraph(
        '<hp:run charPrIDRef="0">'
        + shape("rect", "심사위원 모세린", "글상자")
        + _t("2024. 5. 10.")
        + "</hp:run>"
    )
    section = f'<?xml version="1.0" encoding="UTF-8"?><hs:sec {_NS}>{first}{second}</hs:sec>'
    base = zipfile.ZipFile(io.BytesIO(hwpx_bytes(["placeholder"])))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as package:
        for info in base.infolist():
            data = base.read(info.filename)
            if info.filename == "Contents/section0.xml":
                data = section.encode("utf-8")
            elif info.filename == "Preview/PrvText.txt":
                data = "미리보기".encode()
            package.writestr(info, data, compress_type=info.compress_type)
    return buffer.getvalue()
