"""The bilingual instruction sent with every page image.

Korean first (most approval pages are Korean), English second (papers, foreign theses). The
fields named here are the fields of `schema.PageAnswer`; the schema itself travels separately
as the server's output constraint.
"""

from __future__ import annotations

from minesweeper.ingest.categories import DocType

SYSTEM_PROMPT = (
    "당신은 대학 교원 채용 심사를 돕는 문서 판독기입니다. 이미지에 실제로 보이는 글자만 "
    "읽고, 보이지 않는 이름은 절대 만들어 내지 마십시오.\n"
    "You read scanned academic documents for a hiring committee. Report only names you can "
    "actually see on the page image; never guess or invent a name."
)

_ROLE_HINTS: dict[DocType, str] = {
    DocType.THESIS: "학위논문 인준지/심사 페이지: 지도교수, 공동지도교수, 심사위원장, 심사위원.\n"
    "Thesis approval page: advisor, co-advisor, committee chair, committee members.",
    DocType.PAPER: "논문 첫 페이지: 저자 목록(공저자).\n"
    "Paper first page: the author list (co-authors).",
    DocType.REPRESENTATIVE: "대표 연구실적: 저자 목록(공저자).\n"
    "Representative research: the author list (co-authors).",
    DocType.CV: "이력서: 지도교수와 공동 연구자.\nCV: advisors and collaborators.",
}

_INSTRUCTIONS = (
    "이 페이지에 있는 모든 사람을 찾아 JSON으로 답하십시오. 각 사람마다:\n"
    "- name: 적힌 그대로의 이름\n"
    "- role: advisor | co_advisor | committee_chair | committee_member | coauthor\n"
    "- source_kind: printed(인쇄) | seal(도장/인장) | handwritten(손글씨) | signature(서명)\n"
    "- confidence: 0~1 사이의 확신도\n"
    "- evidence: 이름 옆에 보이는 글자(예: '심사위원장', '지도교수', '(인)')\n"
    "- affiliation: 보이면 소속, 없으면 null\n"
    "사람이 없으면 persons를 빈 목록으로 답하십시오.\n\n"
    "Find every person on this page and answer in JSON. For each person give name (as "
    "written), role, source_kind (printed, seal, handwritten or signature), confidence "
    "(0-1), evidence (the visible words next to the name that show the role) and "
    'affiliation (or null). When there is nobody, answer {"persons": []}.'
)


def page_prompt(doc_type: DocType, page_number: int) -> str:
    """The user message for one page; the hint narrows the roles to what the type carries."""
    hint = _ROLE_HINTS.get(doc_type, "")
    header = f"문서 종류 / document type: {doc_type}; 페이지 / page: {page_number}"
    return "\n\n".join(part for part in (header, hint, _INSTRUCTIONS) if part)
