"""Scanned pages in scripts other than Hangul and English: a Chinese committee table, a
Japanese examination report, a Vietnamese council list (invented names), rendered with the
system's CJK and Latin fonts."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

# Fonts Debian installs for Chinese and Japanese (the first one present is used), and one
# that prints Vietnamese marks.
_CJK_FONTS = (
    Path("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
    Path("/usr/share/fonts/truetype/arphic/uming.ttc"),
    Path("/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf"),
)
_LATIN_FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def cjk_font() -> Path | None:
    return next((path for path in _CJK_FONTS if path.is_file()), None)


def latin_font() -> Path | None:
    return _LATIN_FONT if _LATIN_FONT.is_file() else None


def page_of_lines(lines: list[str], font: Path, *, size: int = 46) -> Image.Image:
    """An A4 page at 300 dpi with the lines printed one under the other in 11 pt."""
    image = Image.new("RGB", (2480, 3508), "white")
    draw = ImageDraw.Draw(image)
    face = ImageFont.truetype(str(font), size)
    for number, line in enumerate(lines):
        draw.text((250, 500 + 110 * number), line, font=face, fill="black")
    return image


CHINESE_COMMITTEE = [
    "博士學位論文口試委員會審定書",
    "指導教授：周立衡",
    "口試委員：陳佩琪、謝文彬、林建安",
    "中華民國一百一十二年六月",
]
# An older Korean approval page: the labels and degrees in Hanja, the members' names in Hangul.
KOREAN_HANJA_APPROVAL = [
    "本 論文을 변가온의 工學博士 學位論文으로 認准함.",
    "委員長   工學博士          탁 세 린",
    "委  員   工學博士          모 지 안",
    "委  員   工學博士          진 수 아",
    "2025年 6月 20日",
    "韓國海洋大學校 大學院",
]
JAPANESE_REPORT = [
    "博士論文審査報告書",
    "主査　東北大学 教授　森川 達也",
    "副査　東北大学 准教授　平野 由紀",
    "論文提出者　小松 直樹",
]
VIETNAMESE_COUNCIL = [
    "HỘI ĐỒNG CHẤM LUẬN ÁN TIẾN SĨ CẤP TRƯỜNG",
    "Chủ tịch: PGS.TS. Đoàn Minh Khôi",
    "Phản biện 1: TS. Vương Thị Diệu Linh",
    "Ủy viên thư ký: TS. Lạc Quốc Bảo",
    "Người hướng dẫn khoa học: GS.TS. Tạ Đình Nghĩa",
]
