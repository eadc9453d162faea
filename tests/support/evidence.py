"""Evidence kinds on scanned approval pages, written by code with their manifest.

What varies on purpose: square and oval seals; seals in dark red, orange-red and pink; seal
ink partly covering the typed name; seals off the "(인)" slot; a "(서명)" slot with a cursive
signature and no seal; a signature stroke crossing the typed name; a name written by hand on
an empty line and signed; a member who did not sign (printed only, no seal or signature
kind); a page photographed under a lamp (shadow gradient); a fax-quality 100 dpi copy nobody
can read (no person from it, a needs_vision flag), of a committee whose names the CV
prints.
"""

from __future__ import annotations

from pathlib import Path

from minesweeper.samples import image_bytes, scanned_pdf
from minesweeper.samples.layouts import (
    FormLine,
    SealStyle,
    docx_paragraphs,
    fax_copy,
    form_image,
    shadowed_photo,
)
from tests.support.bundle import Bundle, korean
from tests.support.corpus import GeneratedCorpus
from tests.support.heldout_parts import OCR_DPI

FAX_DPI = 100
DARK_RED = (150, 20, 35)
ORANGE_RED = (240, 80, 35)
PINK = (225, 95, 140)


def seal_styles(root: Path) -> Bundle:
    own = korean("변하람", "Haram", "Byun")
    pyo = korean("표건우", "Geonwoo", "Pyo")
    ok = korean("옥서준", "Seojun", "Ok")
    gong = korean("공예나", "Yena", "Gong")
    tae = korean("태민결", "Mingyeol", "Tae")
    b = Bundle(root, "E01", own, "Haram Byun", "충남대학교", "화학공학과", "공학박사, 2025")
    page = form_image(
        [
            FormLine("변하람의 공학박사 학위논문을 인준함", centered=True),
            FormLine("2025년 6월", centered=True),
            FormLine("충남대학교 대학원", centered=True),
            FormLine("지도교수    표건우"),
            FormLine(
                "심사위원장    표건우    (인)",
                seal=SealStyle(DARK_RED, 1.0, square=True),
                mark_name="표건우",
            ),
            FormLine(
                "심사위원    옥서준    (인)",
                seal=SealStyle(ORANGE_RED, 1.0, dx=-1.2, oval=True),
                mark_name="옥서준",
            ),
            FormLine(
                "심사위원    공예나    (인)",
                seal=SealStyle(PINK, 0.9, dx=0.9, dy=0.35),
                mark_name="공예나",
            ),
            FormLine("심사위원    태민결    (서명)", signature=True, mark_name="태민결"),
        ],
        dpi=OCR_DPI,
    )
    path = b.add(
        "thesis", "인준지_스캔.pdf", scanned_pdf([page], dpi=OCR_DPI), "pdf",
        text_layer=False, pages=1, description="square/oval seals, pink off-slot, signature",
    )  # fmt: skip
    b.mention(pyo, path, "표건우", "advisor")
    b.mention(pyo, path, "표건우", "committee_chair")
    b.mention(pyo, path, "표건우", "committee_chair", "seal")
    for who in (ok, gong):
        b.mention(who, path, who.name, "committee_member")
        b.mention(who, path, who.name, "committee_member", "seal")
    b.mention(tae, path, "태민결", "committee_member")
    b.mention(tae, path, "태민결", "committee_member", "signature")
    b.traps += ["square dark red seal", "oval seal over the name", "pink seal off slot"]
    return b


def signed_photo(root: Path) -> Bundle:
    own = korean("제나은", "Naeun", "Je")
    cheon = korean("천도겸", "Dogyeom", "Cheon")
    pi = korean("피소율", "Soyul", "Pi")
    eom = korean("엄태오", "Taeo", "Eom")
    bin_ = korean("빈서하", "Seoha", "Bin")
    b = Bundle(root, "E02", own, "Naeun Je", "강원대학교", "생명과학과", "이학박사, 2025")
    page = form_image(
        [
            FormLine("이 논문을 제나은의 이학박사 학위논문으로 인준함", centered=True),
            FormLine("2025년 12월", centered=True),
            FormLine("강원대학교 대학원", centered=True),
            FormLine(
                "심사위원장    천도겸    (인)",
                seal=SealStyle(ORANGE_RED, 0.9),
                mark_name="천도겸",
            ),
            FormLine(
                "심사위원    피소율",
                signature=True,
                signature_over_name=True,
                mark_name="피소율",
            ),
            FormLine("심사위원", handwritten="엄태오", signature=True),
            FormLine("심사위원    빈서하    (인)"),
        ],
        dpi=OCR_DPI,
    )
    photo = image_bytes(shadowed_photo(page), "JPEG", quality=85)
    path = b.add(
        "thesis", "IMG_20251204_0931.jpg", photo, "jpeg", text_layer=False,
        description="photographed 인준지 with a lamp shadow; one member did not sign",
    )  # fmt: skip
    b.mention(cheon, path, "천도겸", "committee_chair")
    b.mention(cheon, path, "천도겸", "committee_chair", "seal")
    b.mention(pi, path, "피소율", "committee_member")
    b.mention(pi, path, "피소율", "committee_member", "signature")
    b.mention(eom, path, "엄태오", "committee_member", "handwritten")
    b.mention(eom, path, "엄태오", "committee_member", "signature")
    b.mention(bin_, path, "빈서하", "committee_member")
    b.traps += ["signature across the name", "handwritten + signature", "unsigned member"]
    return b


def fax(root: Path) -> Bundle:
    own = korean("라윤하", "Yunha", "Ra")
    gam = korean("감지훈", "Jihoon", "Gam")
    seok = korean("석하늘", "Haneul", "Seok")
    b = Bundle(root, "E03", own, "Yunha Ra", "경북대학교", "물리학과", "이학박사, 2025")
    page = form_image(
        [
            FormLine("라윤하의 이학박사 학위논문을 인준함", centered=True),
            FormLine("2025년 6월", centered=True),
            FormLine("심사위원장    감지훈    (인)", seal=SealStyle(), mark_name="감지훈"),
            FormLine("심사위원    석하늘    (인)", seal=SealStyle(), mark_name="석하늘"),
        ],
        dpi=FAX_DPI,
    )
    copy = fax_copy(page, scale=0.35)
    path = b.add(
        "thesis", "FAX_0042.pdf", scanned_pdf([copy], dpi=FAX_DPI), "pdf",
        text_layer=False, pages=1, description="fax copy at 100 dpi; names illegible",
    )  # fmt: skip
    b.needs_vision(path)
    # The same people, readable elsewhere: their evidence must come from here, not the fax.
    cv = docx_paragraphs(
        [
            "이 력 서",
            "성명: 라윤하 (Yunha Ra)",
            "학력: 경북대학교 물리학과 박사과정 (2020 – 2025)",
            "지도교수: 감지훈",
            "논문 실적",
            "1. 라윤하, 석하늘, 감지훈, “저온 플라즈마의 이온 분포,” 새물리, 제74권, 2024.",
        ]
    )
    path = b.add("cv", "이력서_라윤하.docx", cv, "docx")
    b.mention(gam, path, "감지훈", "advisor")
    b.mention(gam, path, "감지훈", "coauthor")
    b.mention(seok, path, "석하늘", "coauthor")
    b.traps += ["fax copy at 100 dpi", "fax names readable in the CV only"]
    return b


EVIDENCE = GeneratedCorpus(
    "evidence-variants",
    (
        seal_styles,
        signed_photo,
        fax,
    ),
    scans=True,
)
