"""Where each to-do item's evidence, page and actions are: one place for the API and pages."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any
from urllib.parse import quote

from minesweeper.screening.todo import EvidenceRef, RoundTodo, TodoItem


def evidence_url(evidence: EvidenceRef) -> str | None:
    if evidence.document_id is None or evidence.page is None:
        return None
    url = f"/documents/{evidence.document_id}/pages/{evidence.page}"
    return f"{url}?quote={quote(evidence.quote)}" if evidence.quote else url


def item_links(round_id: int, item: TodoItem) -> dict[str, str | None]:
    """`open`: the page where the item lives; `evidence`: its first page; API actions."""
    first = next((url for url in map(evidence_url, item.evidence) if url), None)
    if item.kind == "conflict":
        return {
            "open": f"/rounds/{round_id}/conflicts/{item.reviewer_id}/{item.applicant_id}",
            "evidence": first,
            "decide": f"/api/v1/conflicts/{item.id}/decision",
        }
    if item.kind == "flag":
        return {
            "open": f"/applicants/{item.applicant_id}",
            "evidence": first,
            "resolve": f"/api/v1/flags/{item.id}/resolve",
        }
    return {
        "open": f"/applicants/{item.applicant_id}",
        "evidence": first,
        "confirm": f"/api/v1/aggregates/{item.id}/confirm",
        "reject": f"/api/v1/aggregates/{item.id}/reject",
    }


def todo_json(todo: RoundTodo) -> dict[str, Any]:
    return {
        "round_id": todo.round_id,
        "finalized": todo.finalized,
        "total": len(todo.items),
        "by_kind": todo.counts_by_kind(),
        "by_applicant": [
            {"applicant_id": applicant_id, "count": count}
            for applicant_id, count in sorted(todo.counts_by_applicant().items())
        ],
        "items": [
            {
                **asdict(item),
                "evidence": [{**asdict(e), "url": evidence_url(e)} for e in item.evidence],
                "links": item_links(todo.round_id, item),
            }
            for item in todo.items
        ],
    }
