"""uvicorn's httptools protocol with a bound on a request's head.

httptools parses a request in about two thirds of h11's CPU, but uvicorn's httptools protocol
reads a request line and headers of any size (h11 refuses a head past 16 KiB). `minesweeper
serve` faces clients directly in the single-machine setup, so the bound is kept here: a head
still incomplete after `HEAD_LIMIT_BYTES` is answered 431 and the connection closed, before
more of it is buffered.
"""

from __future__ import annotations

from typing import Final

import httptools
from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

HEAD_LIMIT_BYTES: Final = 16 * 1024  # h11's default bound, which the server had before
_REFUSAL: Final = b"Request header fields too large."


class _HeadTooLargeError(Exception):
    """Raised from a parser callback to stop parsing; httptools wraps it in its own error."""


class BoundedHeadProtocol(HttpToolsProtocol):
    """Counts a request's head as it is parsed, and the bytes of a head still open; refuses
    either past the bound."""

    _reading_head: bool = True
    _open_head_bytes: int = 0  # received while the head is open, parsed or not
    _head_bytes: int = 0  # request line and headers parsed so far
    _refused: bool = False

    def data_received(self, data: bytes) -> None:
        # uvicorn's method, with the refusal added.
        self._unset_keepalive_if_required()
        if self._reading_head:
            self._open_head_bytes += len(data)
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserError:
            if self._refused:
                self._refuse_head()
                return
            msg = "Invalid HTTP request received."
            self.logger.warning(msg)
            self.send_400_response(msg)
            return
        except httptools.HttpParserUpgrade:
            if self._should_upgrade():
                self.handle_websocket_upgrade()
            else:
                self._unsupported_upgrade_warning()
            return
        # A head that has not ended yet is buffered by the parser: bound what it holds.
        if self._reading_head and self._open_head_bytes > HEAD_LIMIT_BYTES:
            self._refuse_head()

    def on_message_begin(self) -> None:
        self._head_bytes = 0
        super().on_message_begin()

    def on_url(self, url: bytes) -> None:
        self._count(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count(len(name) + len(value) + 4)  # ": " and the line's end
        super().on_header(name, value)

    def on_headers_complete(self) -> None:
        self._reading_head = False
        self._open_head_bytes = 0
        super().on_headers_complete()

    def on_message_complete(self) -> None:
        super().on_message_complete()
        self._reading_head = True  # what comes next on a kept-alive connection is a new head

    def _count(self, size: int) -> None:
        self._head_bytes += size
        if self._head_bytes > HEAD_LIMIT_BYTES:
            self._refused = True
            raise _HeadTooLargeError

    def _refuse_head(self) -> None:
        if self.transport.is_closing():
            return
        self.logger.warning("Request head over %d bytes refused.", HEAD_LIMIT_BYTES)
        self.transport.write(
            b"".join(
                [
                    STATUS_LINE[431],
                    b"content-type: text/plain; charset=utf-8\r\n",
                    b"content-length: " + str(len(_REFUSAL)).encode("ascii") + b"\r\n",
                    b"connection: close\r\n\r\n",
                    _REFUSAL,
                ]
            )
        )
        self.transport.close()
