"""The words the tabular exports write, in the reader's language.

English exports keep the codes themselves (scripts read them); Korean exports write the
words the Korean pages use for the same codes. A code without a Korean word stays a code
rather than vanishing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

HEADER: tuple[str, ...] = (
    "round",
    "reviewer",
    "reviewer_name",
    "applicant",
    "applicant_name",
    "related_person",
    "level",
    "action",
    "name_match",
    "relations",
    "roles",
    "evidence",
    "decision",
    "reason",
    "decided_by",
    "decided_at",
    "decision_stale",
)
HEADER_KO: tuple[str, ...] = (
    "전형",
    "심사위원",
    "심사위원 이름",
    "지원자",
    "지원자 이름",
    "관련 인물",
    "수준",
    "조치",
    "이름 일치",
    "관계",
    "역할",
    "근거",
    "결정",
    "사유",
    "결정자",
    "결정 시각",
    "결정 이후 근거 변경",
)

_KOREAN: Mapping[str, Mapping[str, str]] = {
    "level": {"certain": "확실", "likely": "유력", "possible": "가능", "dismissed": "기각됨"},
    "action": {"block": "심사 배제", "review": "위원회 검토", "ignore": "반영 안 함"},
    "decision": {"confirmed": "확인됨", "dismissed": "기각됨"},
    "match": {
        "exact": "정확히 일치",
        "cross_script": "한글·로마자 표기",
        "variant": "표기 변형",
        "initials_only": "이니셜만 일치",
        "surname_only": "성만 일치",
        "institution": "기관",
        "career": "경력",
        "declared": "신고",
    },
    "relation": {
        "advisor": "지도교수",
        "thesis_committee": "학위논문 심사위원",
        "coauthor_submitted": "제출 연구물 공저자",
        "coauthor": "공저자",
        "same_institution": "동일 기관",
        "same_workplace": "동일 학과 재직 기간 겹침",
        "alumni_overlap": "동일 학과·과정 재학 기간 겹침",
        "joint_project": "공동 연구과제",
        "declared": "신고된 관계",
        "mentioned": "문서에 이름 언급",
    },
    "role": {
        "advisor": "지도교수",
        "co_advisor": "공동 지도교수",
        "committee_chair": "심사위원장",
        "committee_member": "심사위원",
        "coauthor": "공저자",
    },
    "source_kind": {
        "printed": "인쇄",
        "seal": "도장",
        "handwritten": "손글씨",
        "signature": "서명",
        "human": "직접 추가",
    },
}
_KOREAN_TEXT: Mapping[str, str] = {
    "yes": "예",
    "outside window": "기간 외",
    "undated": "연도 없음",
    "lifetime": "평생",
    "page": "{page}쪽",
    "sheet.matrix": "매트릭스",
    "sheet.candidates": "후보",
    "sheet.policy": "기준",
    "sheet.documents": "문서",
    "matrix.corner": "심사위원 \\ 지원자",
    "policy.relation": "관계",
    "policy.action": "조치",
    "policy.window_years": "기간(년)",
    "documents.applicant": "지원자",
    "documents.filename": "파일 이름",
    "documents.category": "분류",
    "documents.size": "크기",
    "documents.sha256": "sha256",
    "pdf.title": "이해충돌 검토 보고서: {round}",
    "pdf.generated": "작성 {time}",
    "pdf.finalized": "확정 {time}",
    "pdf.snapshot": "기록 sha256: {digest}",
    "pdf.policy": "기준 (관계, 조치, 기간)",
    "pdf.matrix": "매트릭스 (심사위원 × 지원자): 수준 (후보 수)",
    "pdf.candidates": "후보, 근거와 결정",
    "pdf.documents": "원본 문서 (sha256)",
    "pdf.person": "관련 인물",
    "pdf.level": "수준 / 조치 / 관계",
    "pdf.signatures": "위원회 확인",
    "pdf.signatures.note": "위 내용을 확인합니다.",
    "pdf.chair": "위원장",
    "pdf.member": "위원",
    "pdf.name": "성명",
    "pdf.sign": "서명 또는 인",
    "pdf.date": "날짜",
}
_ENGLISH_TEXT: Mapping[str, str] = {
    "page": "p.{page}",
    "sheet.matrix": "Matrix",
    "sheet.candidates": "Candidates",
    "sheet.policy": "Policy",
    "sheet.documents": "Documents",
    "matrix.corner": "reviewer \\ applicant",
    "policy.relation": "relation",
    "policy.action": "action",
    "policy.window_years": "window_years",
    "documents.applicant": "applicant",
    "documents.filename": "filename",
    "documents.category": "category",
    "documents.size": "size",
    "documents.sha256": "sha256",
    "pdf.title": "Conflict-of-interest report: {round}",
    "pdf.generated": "Generated {time}",
    "pdf.finalized": "Finalized {time}",
    "pdf.snapshot": "Snapshot sha256: {digest}",
    "pdf.policy": "Policy (relation, action, time window)",
    "pdf.matrix": "Matrix (reviewers × applicants): level (candidates)",
    "pdf.candidates": "Candidates, evidence and decisions",
    "pdf.documents": "Source documents (sha256)",
    "pdf.person": "person",
    "pdf.level": "level / action / relations",
    "pdf.signatures": "Committee sign-off",
    "pdf.signatures.note": "We have reviewed the above.",
    "pdf.chair": "Chair",
    "pdf.member": "Member",
    "pdf.name": "Name",
    "pdf.sign": "Signature or seal",
    "pdf.date": "Date",
}


@dataclass(frozen=True, slots=True)
class Labels:
    """What one export calls its columns, sheets and codes."""

    korean: bool = False

    @property
    def header(self) -> tuple[str, ...]:
        return HEADER_KO if self.korean else HEADER

    def code(self, kind: str, value: str) -> str:
        """A level, action, decision, match, relation, role or source kind as a word."""
        return _KOREAN[kind].get(value, value) if self.korean else value

    def text(self, key: str) -> str:
        if self.korean:
            return _KOREAN_TEXT[key]
        return _ENGLISH_TEXT.get(key, key)


def labels_for(lang: str) -> Labels:
    return Labels(korean=lang == "ko")
