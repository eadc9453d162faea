"""Shared wording of the generated documents: approval lines, abstracts, references."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

BODY_KO = (
    "본 연구에서는 데이터 증강 간의 일관성을 활용한 학습 목적 함수를 제안한다. "
    "실험 결과 제안한 방법이 기존 방법보다 일관되게 높은 성능을 보였다."
)
BODY_EN = (
    "We propose a learning objective that exploits consistency between augmented views. "
    "Experiments on public benchmarks show consistent gains over strong baselines, and an "
    "ablation study isolates the contribution of each component of the method."
)
DEFAULT_REFERENCES = (
    'K. He, X. Zhang, S. Ren, and J. Sun, "Deep residual learning for image recognition," '
    "in Proc. CVPR, 2016.",
    'A. Vaswani et al., "Attention is all you need," in Proc. NeurIPS, 2017.',
    'Y. LeCun, Y. Bengio, and G. Hinton, "Deep learning," Nature, vol. 521, 2015.',
)


@dataclass(frozen=True, slots=True)
class Committee:
    """Who signs the approval page: the chair first, then members (advisor included)."""

    chair: str
    members: tuple[str, ...]

    @classmethod
    def of(cls, names: Sequence[str]) -> Committee:
        if not names:
            raise ValueError("a committee needs at least a chair")
        return cls(chair=names[0], members=tuple(names[1:]))


def approval_lines_ko(
    applicant: str, advisor: str, committee: Committee, title: str, year: int = 2023
) -> list[str]:
    """The Korean 인준지 as printed lines; each committee line ends with "(인)"."""
    return [
        title,
        f"지도교수  {advisor}",
        f"이 논문을 공학박사 학위논문으로 제출함 {year}년 4월",
        f"{applicant}의 공학박사 학위논문을 인준함",
        f"{year}년 6월",
        f"심사위원장  {committee.chair}  (인)",
        *(f"심사위원  {member}  (인)" for member in committee.members),
    ]


def approval_lines_en(applicant: str, committee: Committee, title: str) -> list[str]:
    return [
        title,
        f"A dissertation submitted in partial fulfillment of the requirements for the degree "
        f"of Doctor of Philosophy by {applicant}",
        "This dissertation has been approved by the dissertation committee.",
        f"Committee Chair: {committee.chair}",
        *(f"Committee Member: {member}" for member in committee.members),
    ]
