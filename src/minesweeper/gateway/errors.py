"""The gateway's exceptions. The job layer maps `ModelUnavailable` to a retryable job error."""

from __future__ import annotations


class GatewayError(Exception):
    """Root of every exception the gateway raises."""

    code = "GATEWAY_ERROR"
    http_status = 502  # the model server, not the caller, is at fault
    retryable = False


class ModelUnavailable(GatewayError):  # noqa: N818 (the name other packages catch)
    """The model server could not be reached or kept failing after the transient retries.

    Retryable: the job engine runs the job again later, when the server may be back. The
    message names the server so an operator knows which one to look at.
    """

    code = "MODEL_UNAVAILABLE"
    http_status = 503
    retryable = True

    def __init__(self, url: str, attempts: int, cause: str) -> None:
        super().__init__(f"model server {url} unreachable after {attempts} attempt(s): {cause}")
        self.url = url
        self.attempts = attempts
        self.cause = cause
