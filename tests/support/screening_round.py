"""A round like a committee's: applicants' bundles and a reviewer panel, made by code.

`generated_round()` writes eight applicants (thesis with its approval page, a paper) and a
panel of eighteen reviewers, some of whom advised or examined an applicant. `corpus_round()`
reads the development corpus beside the checkout instead, when it is there.
"""

from __future__ import annotations

import csv
import io
import json
import zipfile
from dataclasses import dataclass
from pathlib import Path

from tests.integration.web.conftest import make_pdf

CORPUS_DEV = Path(__file__).resolve().parents[2] / ".." / "shared" / "corpus" / "dev"


@dataclass(frozen=True, slots=True)
class RoundMaterial:
    bundle_zip: bytes  # <applicant>/<category>/<file>, as the round page's upload takes it
    reviewers_csv: bytes
    applicants: int
    reviewers: int


_APPLICANTS = [
    ("김민준", "Minjun Kim"),
    ("이서윤", "Seoyun Lee"),
    ("박도현", "Dohyun Park"),
    ("최지우", "Jiwoo Choi"),
    ("정하은", "Haeun Jung"),
    ("강시우", "Siwoo Kang"),
    ("조예린", "Yerin Cho"),
    ("윤주원", "Juwon Yoon"),
]
_PROFESSORS = [
    ("Daehyun Choi", "최대현"),
    ("Seungho Park", "박승호"),
    ("Jiwon Lee", "이지원"),
    ("Hyejin Kim", "김혜진"),
    ("Taeyang Han", "한태양"),
    ("Sora Baek", "백소라"),
    ("Minseok Oh", "오민석"),
    ("Yuna Seo", "서유나"),
    ("Jaehoon Shin", "신재훈"),
    ("Eunji Kwon", "권은지"),
    ("Dongwoo Hwang", "황동우"),
    ("Soyeon Ahn", "안소연"),
]
_OUTSIDE = [
    ("Gyuri Moon", "문규리"),
    ("Hojin Yang", "양호진"),
    ("Nari Son", "손나리"),
    ("Kyungmin Bae", "배경민"),
    ("Sejin Ryu", "류세진"),
    ("Wooyoung Jeon", "전우영"),
    ("Chaewon Nam", "남채원"),
    ("Inho Ko", "고인호"),
    ("Mirae Yoo", "유미래"),
    ("Bomi Jang", "장보미"),
]


def generated_round() -> RoundMaterial:
    """Eight applicants; each thesis names an advisor and a committee from the professors
    (who sit on the panel), each paper names co-authors from outside the panel."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for index, (name, name_en) in enumerate(_APPLICANTS):
            advisor = _PROFESSORS[index % len(_PROFESSORS)][0]
            chair = _PROFESSORS[(index + 3) % len(_PROFESSORS)][0]
            member = _PROFESSORS[(index + 7) % len(_PROFESSORS)][0]
            thesis = [
                "A Dissertation for the Degree of Doctor of Philosophy",
                name_en,
                "This dissertation has been approved by the committee",
                f"Committee Chair: {chair}",
                f"Committee Member: {member}",
                f"Advisor: {advisor}",
            ]
            coauthors = [_OUTSIDE[(index + k) % len(_OUTSIDE)][0] for k in range(2)]
            paper = [
                "Learning Sparse Signals in Noisy Channels",
                ", ".join([name_en, *coauthors]),
                "Abstract",
                "We study sparse recovery.",
                "References",
            ]
            archive.writestr(f"{name}/thesis/thesis.pdf", make_pdf(thesis))
            archive.writestr(f"{name}/paper/paper.pdf", make_pdf(paper))
    rows = [(ko, en, "Seoul National University") for en, ko in _PROFESSORS[:12]]
    rows += [(ko, en, "Pusan National University") for en, ko in _OUTSIDE[-6:]]
    return RoundMaterial(buffer.getvalue(), _csv(rows), len(_APPLICANTS), len(rows))


def corpus_round() -> RoundMaterial | None:
    """The development corpus's round (documents and panel), or None when it is absent."""
    manifest_path = CORPUS_DEV / "manifest.json"
    if not manifest_path.exists():
        return None
    manifest = json.loads(manifest_path.read_text("utf-8"))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for applicant in manifest["applicants"]:
            for document in applicant["documents"]:
                source = CORPUS_DEV / document["path"]
                category = document["category"]
                archive.writestr(
                    f"{applicant['name']}/{category}/{source.name}", source.read_bytes()
                )
    rows = [
        (r["name"], r.get("name_en") or "", r.get("affiliation") or "")
        for r in manifest["reviewers"]
    ]
    return RoundMaterial(
        buffer.getvalue(), _csv(rows), len(manifest["applicants"]), len(manifest["reviewers"])
    )


def _csv(rows: list[tuple[str, str, str]]) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["name", "name_en", "affiliation"])
    writer.writerows(rows)
    return out.getvalue().encode("utf-8")
