"""Stress bundle: the same ruled 인준지 as a grayscale 150 dpi scan with a slight skew and
as a phone photo with perspective and uneven light; seals overlapping the names, a blue-ink
signature, a big official university seal, and a photo too dark and blurred to read."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageEnhance, ImageFilter

from minesweeper.samples import scanned_pdf
from tests.support.bundle import Bundle, korean
from tests.support.stress_images import Cell, gray_scan, phone_photo, ruled_form
from tests.support.stress_pdf import searchable_scan

_SCAN_DPI = 150


def _approval(dpi: int) -> Image.Image:
    rows = [
        [Cell("구 분"), Cell("성 명"), Cell("서명 또는 날인")],
        [Cell("지도교수"), Cell("반지호"), Cell("")],
        [Cell("심사위원장"), Cell("우태림"), Cell("(인)", seal="우태림")],
        [Cell("심사위원"), Cell("도해린"), Cell("(인)", seal="도해린", seal_shift=0.55)],
        [Cell("심사위원"), Cell("반지호"), Cell("(인)", seal="반지호", seal_shift=0.3)],
        [Cell("심사위원"), Cell("계성민"), Cell("", signature=True)],
    ]
    return ruled_form(
        ["학위논문 인준서", "연하준의 공학박사 학위논문을 인준함", "2025년 6월"],
        rows,
        (1.4, 1.6, 1.8),
        dpi=dpi,
        footer=["한양대학교 대학원장"],
        university_seal="한양대학교대학원장인",
    )


def _unreadable(page: Image.Image) -> bytes:
    """A photo taken in a dark room, out of focus, from far away."""
    small = page.convert("L").resize((page.width // 7, page.height // 7))
    blurred = small.filter(ImageFilter.GaussianBlur(2.2)).resize(page.size)
    dark = ImageEnhance.Brightness(ImageEnhance.Contrast(blurred).enhance(0.35)).enhance(0.45)
    buffer = io.BytesIO()
    dark.convert("RGB").save(buffer, format="JPEG", quality=40)
    return buffer.getvalue()


def hanyang_scans(root: Path) -> Bundle:
    own = korean("연하준", "Hajun", "Yeon")
    woo = korean("우태림", "Taerim", "Woo")
    do_ = korean("도해린", "Haerin", "Do")
    ban = korean("반지호", "Jiho", "Ban")
    gye = korean("계성민", "Seongmin", "Gye")
    b = Bundle(root, "S03", own, "Hajun Yeon", "한양대학교", "기계공학과", "공학박사, 2025")

    def committee(path: str) -> None:
        b.mention(ban, path, "반지호", "advisor")
        for who, role in (
            (woo, "committee_chair"),
            (do_, "committee_member"),
            (ban, "committee_member"),
            (gye, "committee_member"),
        ):
            b.mention(who, path, who.name, role)
            if who is gye:
                b.mention(who, path, who.name, role, "signature")
            else:
                b.mention(who, path, who.name, role, "seal")

    page = _approval(300)
    scan = gray_scan(page, skew_deg=1.6, dpi_from=300, dpi_to=_SCAN_DPI)
    path = b.add(
        "thesis",
        "SCAN0001.pdf",
        scanned_pdf([scan], dpi=_SCAN_DPI),
        "pdf",
        text_layer=False,
        pages=1,
        description="grayscale 150 dpi scan, 1.6 degrees skew, ruled table",
    )
    committee(path)  # grey seals are still seals
    photo = phone_photo(_approval(200), seed=3)
    path = b.add(
        "thesis",
        "IMG_20250612_142233.jpg",
        photo,
        "jpeg",
        text_layer=False,
        description="phone photo: perspective, shadow, seals over names, blue ink",
    )
    committee(path)
    lines = [
        ("연하준의 공학박사 학위논문을 인준함", 170, 700),
        ("지도교수 반지호", 150, 600),
        ("심사위원장 우태림 (인)", 150, 560),
        ("심사위원 도해린 (인)", 150, 520),
        ("심사위원 반지호 (인)", 150, 480),
        ("심사위원 계성민", 150, 440),
    ]
    path = b.add(
        "thesis",
        "인준지_스캔_OCR.pdf",
        searchable_scan(_approval(200), lines),
        "pdf",
        pages=1,
        description="scanner's searchable PDF: page image with an invisible OCR text layer",
    )
    committee(path)
    buffer = io.BytesIO()
    _approval(200).rotate(90, expand=True).save(buffer, format="JPEG", quality=85)
    path = b.add(
        "thesis",
        "KakaoTalk_20250612_150102.jpg",
        buffer.getvalue(),
        "jpeg",
        text_layer=False,
        description="photo saved sideways (orientation tag lost)",
    )
    committee(path)
    path = b.add(
        "other",
        "IMG_20250612_142301.jpg",
        _unreadable(_approval(150)),
        "jpeg",
        text_layer=False,
        description="dark, blurred photo; nothing readable",
    )
    b.needs_vision(path)
    b.traps += ["grayscale skewed scan", "perspective photo", "seal over name", "blue signature"]
    b.traps += ["official university seal"]
    return b
