"""Input checks every request passes before a route runs: no control characters.

A control character has no business in a name, a quote or an id, and some libraries misbehave
on them (pdfium's text search never returns for a query of NUL). So every query parameter, path
parameter, form field, JSON string and upload file name is checked here, once, for the whole
app, and a request carrying one is refused with a 422 problem naming the field. Tab, line feed
and carriage return stay allowed: quotes and notes span lines.
"""

from __future__ import annotations

import json

from fastapi import Request
from starlette.datastructures import UploadFile

from minesweeper.screening.control_chars import has_control_character
from minesweeper.web.problems import ProblemError

_FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _refuse(where: str, name: str) -> ProblemError:
    return ProblemError(
        422,
        "CONTROL_CHARACTER",
        f"{where} {name!r} contains a control character.",
        details={"errors": [{"loc": [where, name], "msg": "control character"}]},
    )


def _control_in_json(value: object, path: str) -> str | None:
    """The dotted path of the first string holding a control character, or None."""
    if isinstance(value, str):
        return path if has_control_character(value) else None
    if isinstance(value, dict):
        items: list[tuple[str, object]] = [(str(k), v) for k, v in value.items()]
        for key, item in items:
            if has_control_character(key):
                return f"{path}.{key!r}"
            found = _control_in_json(item, f"{path}.{key}")
            if found is not None:
                return found
    if isinstance(value, list):
        for index, item in enumerate(value):
            found = _control_in_json(item, f"{path}.{index}")
            if found is not None:
                return found
    return None


async def reject_control_characters(request: Request) -> None:
    """App-wide dependency: 422 for a control character anywhere in the request's fields."""
    for name, value in request.path_params.items():
        if isinstance(value, str) and has_control_character(value):
            raise _refuse("path", name)
    for name, value in request.query_params.multi_items():
        if has_control_character(name) or has_control_character(value):
            raise _refuse("query", name)
    content_type = request.headers.get("content-type", "")
    if request.method in ("GET", "HEAD"):
        return
    if content_type.startswith("application/json"):
        try:  # FastAPI has read the body already; this reads the cached bytes
            payload = json.loads(await request.body() or b"null")
        except ValueError:
            return  # FastAPI answers an unparsable body itself
        where = _control_in_json(payload, "body")
        if where is not None:
            raise _refuse("body", where)
        return
    if not content_type.startswith(_FORM_TYPES):
        return
    form = await request.form()  # Starlette caches it: the route reads the same parsed form
    for name, field in form.multi_items():
        if has_control_character(name):
            raise _refuse("body", name)
        if isinstance(field, UploadFile):
            if field.filename and has_control_character(field.filename):
                raise _refuse("body", name)
        elif has_control_character(field):
            raise _refuse("body", name)
