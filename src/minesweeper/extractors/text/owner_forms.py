"""The applicant's name in the other scripts the document prints beside it.

A CV or title page often gives its owner's name once in every script they publish under:
"氏名: 山田 一郎（ヤマダ イチロウ，Ichiro Yamada）", "김민준 (Minjun Kim)",
"Name: 山田 一郎 / Ichiro Yamada". Only the forms right beside the applicant's own name are
taken: they let the owner's publication list ("I. Yamada, H. Sato, ...") leave the owner out,
where no reading of the characters could (a dictionary of characters gives no reading of a
Japanese name).

A European CV's personal details may also give the owner's full legal name, every given name
of it, where the header prints the one they go by ("Name  Jan Hendrik Pieter Smit" under
"Pieter Smit"): the entries then print its initials ("Smit, J.H.P.").

Japanese and Chinese papers print their byline twice, in characters and in Latin letters,
the authors in the same order ("山田 一郎¹ 佐藤 花子²" over "Ichiro Yamada¹ Hanako Sato²"): the
owner's place in the Latin line gives the owner's name in characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from minesweeper.extractors.text.bylines.authors import split_names
from minesweeper.extractors.text.lines import COLUMN_GAP
from minesweeper.names import match
from minesweeper.names.clean import HAN_NAME, nfkc
from minesweeper.names.latin import looks_like_latin_name
from minesweeper.names.parse import looks_like_korean_name

_BESIDE = r"\s*(?:\((?P<bracketed>[^()]{2,80})\)|/\s*(?P<after>[^/()]{2,80})$)"
# A CV's header line prints the two forms side by side, one space apart, and nothing else
# but what a wide gap or a tab sets apart ("이재호 Jay Lee          이력서", "Jay Lee 이재호").
_SIDE_WORDS = r"(?P<side>[^\s()/,;]+(?: [^\s()/,;]+){0,3})"
_LINE_END = rf"(?={COLUMN_GAP.pattern}|$)"
_PARTS = re.compile(r"\s*[,;/、]\s*")
_NAME_FIELD = re.compile(
    rf"^\s*(?:full\s+)?name\s*(?::\s*|{COLUMN_GAP.pattern})(?P<full>.+?){_LINE_END}",
    re.IGNORECASE,
)


def _other_script_name(part: str) -> bool:
    compact = "".join(part.split())
    return (
        looks_like_latin_name(part)
        or looks_like_korean_name(compact)
        or bool(HAN_NAME.fullmatch(compact))
    )


def printed_owner_forms(texts: Iterable[str], own_names: Sequence[str | None]) -> tuple[str, ...]:
    """The names printed in brackets or after a slash right beside one of the applicant's
    own names, or side by side with it in another script on a line of their own, in the
    lines given (a document's first page)."""
    own = [name for name in own_names if name and len("".join(name.split())) >= 2]
    compact_own = {"".join(name.split()).casefold() for name in own}
    patterns: list[tuple[re.Pattern[str], str]] = []
    for name in own:
        # The name whatever its spacing ("山田 一郎", "김 민 준"), not inside a longer word.
        spelled = r"\s*".join(map(re.escape, "".join(name.split())))
        patterns += [
            (re.compile(r"(?<!\w)" + spelled + _BESIDE), name),
            (re.compile(r"^\s*" + spelled + " " + _SIDE_WORDS + _LINE_END), name),
            (re.compile(r"^\s*" + _SIDE_WORDS + " " + spelled + _LINE_END), name),
        ]
    found: list[str] = []
    lines = [nfkc(text).strip() for text in texts]
    for line in lines:
        full = _full_name(line, own)
        if full is not None and full not in found:
            found.append(full)
        for pattern, name in patterns:
            beside = pattern.search(line)
            if beside is None:
                continue
            groups = beside.groupdict()
            side = groups.get("side")
            if side is not None and _latin(side) == _latin(name):
                continue  # side by side in one script: a list of names ("A B, Owner")
            group = groups.get("bracketed") or groups.get("after") or side or ""
            for part in _PARTS.split(group.strip()):
                if (
                    _other_script_name(part)
                    and "".join(part.split()).casefold() not in compact_own
                    and part not in found
                ):
                    found.append(part)
    for part in _paired_bylines(lines, own):
        if part not in found:
            found.append(part)
    return tuple(found)


_BYLINE_REACH = 40  # a paper's bylines sit in the first lines of its first page


def _paired_bylines(lines: Sequence[str], own: Sequence[str]) -> list[str]:
    """The owner's name in characters: at the owner's place in a Latin byline, in a byline of
    as many names in Chinese characters."""
    latin: list[list[str]] = []
    han: list[list[str]] = []
    for text in lines[:_BYLINE_REACH]:
        names = [name for name, _ in split_names(text) or []]
        if len(names) < 2:
            continue
        if all(HAN_NAME.fullmatch("".join(name.split())) for name in names):
            han.append(names)
        elif all(_latin(name) for name in names):
            latin.append(names)
    found: list[str] = []
    for names in latin:
        place = next(
            (i for i, name in enumerate(names) for mine in own if match(name, mine).auto_merge),
            None,
        )
        if place is not None:
            found += [other[place] for other in han if len(other) == len(names)]
    return found


def _full_name(line: str, own: Sequence[str]) -> str | None:
    """The full name a "Name" field prints when it holds one of the owner's Latin names with
    further given names before its family name ("Jan Hendrik Pieter Smit" for "Pieter Smit")."""
    field = _NAME_FIELD.match(line)
    if field is None or not looks_like_latin_name(field["full"]):
        return None
    words = field["full"].split()
    for name in own:
        mine = name.split()
        if (
            _latin(name)
            and len(words) > len(mine) >= 2
            and words[-1].casefold() == mine[-1].casefold()
            and {word.casefold() for word in mine[:-1]} <= {word.casefold() for word in words}
        ):
            return " ".join(words)
    return None


def _latin(text: str) -> bool:
    return bool(re.search(r"[A-Za-z]", text))
