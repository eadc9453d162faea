"""The VLM extractor's `PageModel` over the gateway: ask about one page, validate, ground, log.

The extractor reaches the model only through the gateway's client; the gateway knows no
extractor. Every call leaves one `ai_calls` row (also when the answer was invalid or the server
was down) holding only ids, counts and timings.
"""

from __future__ import annotations

import time

from minesweeper.extractors.vlm.grounding import Grounded, ground_answers
from minesweeper.extractors.vlm.protocol import PageImage, PageReading, ReadingStatus
from minesweeper.extractors.vlm.schema import PageAnswer
from minesweeper.gateway.backends import ChatMessage
from minesweeper.gateway.calllog import CallLog, CallRecord
from minesweeper.gateway.client import CallStats, ModelClient
from minesweeper.gateway.context import current_context
from minesweeper.gateway.errors import ModelUnavailable
from minesweeper.ingest.model import Page


class GatewayPageModel:
    def __init__(self, client: ModelClient, call_log: CallLog) -> None:
        self._client = client
        self._log = call_log

    def read_page(self, page: PageImage) -> PageReading:
        messages = [
            ChatMessage("system", page.system_prompt),
            ChatMessage("user", page.user_prompt, images=(page.png,)),
        ]
        started = time.perf_counter()
        try:
            call = self._client.complete_json(messages, PageAnswer)
        except ModelUnavailable as exc:
            self._record(page, started, CallStats(http_attempts=exc.attempts), "unavailable")
            raise
        if call.answer is None:
            self._record(page, started, call.stats, ReadingStatus.INVALID_OUTPUT.value)
            return PageReading(ReadingStatus.INVALID_OUTPUT, detail=call.invalid_detail)
        text_page = Page(number=page.page_number, text=page.page_text, text_source=page.text_source)
        grounded = ground_answers(call.answer.persons, text_page)
        self._record(page, started, call.stats, ReadingStatus.OK.value, grounded)
        return PageReading(ReadingStatus.OK, persons=grounded.persons)

    def _record(
        self,
        page: PageImage,
        started: float,
        stats: CallStats,
        outcome: str,
        grounded: Grounded | None = None,
    ) -> None:
        context = current_context()
        config = self._client.config
        self._log.record(
            CallRecord(
                job_id=context.job_id,
                document_id=context.document_id,
                page=page.page_number,
                backend=config.api,
                model=config.model,
                duration_ms=round((time.perf_counter() - started) * 1000),
                http_attempts=stats.http_attempts,
                tokens_in=stats.tokens_in,
                tokens_out=stats.tokens_out,
                outcome=outcome,
                names_returned=grounded.returned if grounded else 0,
                names_grounded=grounded.grounded if grounded else 0,
                names_dropped=grounded.dropped if grounded else 0,
                names_unverified=grounded.unverified if grounded else 0,
            )
        )
