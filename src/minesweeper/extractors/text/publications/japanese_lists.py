"""Japanese author lists: names joined by the middle dot "・" and closed by the role of those
named or by the year in brackets.

"佐藤花子・山田一郎・小林あゆみ編,東都書房" (editors), "鈴木健太郎・高橋礼士郎訳編" (translators and
editors), "山田一郎・林由美(2009)「島のことば」" (authors, then the year). A Japanese name may be
five characters ("中村健太郎"), end its given name in kana ("小林あゆみ") or be a foreigner's in
katakana, written without a break ("マリアベッカー"): the dots, not the names' shapes, set the list
apart, so a list counts only where it is closed by a role or a year.

A chapter entry names the editors of its volume as well ("「島のことば」梶原茂・中島由香編"): of the
lists in an entry, the one naming the owner is theirs. A Japanese list also notes the owner's
part in a joint work by their family name alone: "(鈴木健太郎・高橋礼士郎訳編,山田は第三章の訳担当)"
says the owner translated a chapter of the volume the two translated and edited.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.names.clean import HAN_CHARACTER

# The roles a list closes on: editors (編, 共編), authors (著, 共著, 編著), translators (訳, 監訳,
# 訳編, 編訳), supervisors (監修).
_ROLE = r"(?:共編著|編著|共編|編訳|訳編|監訳|監修|共著|編|著|訳)"
_YEAR = r"\(\s*(?:19|20)\d{2}[a-z]?\s*\)"
_HIRAGANA = r"[\u3041-\u3096]"
_KATAKANA = r"[\u30a1-\u30fa\u30fc]"
# A name: two to five Chinese characters; one to three, then a given name in hiragana; or a
# foreigner's name in katakana.
# Each as short as it can be: the role closing the list is no part of the last name
# ("坂井美日編" is 坂井美日, editor).
_NAME = (
    rf"(?:{HAN_CHARACTER}{{2,5}}?|{HAN_CHARACTER}{{1,3}}?{_HIRAGANA}{{1,4}}?"
    rf"|{_KATAKANA}{{3,15}}?)"
)
# Page numbers may follow the role straight away ("中島由香編60-63"), a word may not.
_LIST = re.compile(
    rf"(?<![\w・])(?P<names>{_NAME}(?:・{_NAME})+)"
    rf"(?:(?P<role>{_ROLE})(?![^\W\d_]|・)|\s*{_YEAR})"
)
# What a list of this shape holds when it is no list of persons: institutions and publishers
# ("東都大学・国立言語研究所"), kinds of work ("文法・語彙編").
_NOT_A_NAME = re.compile(
    r"大学|研究|学会|委員|出版|書房|書店|編集|国立|協会|学院|学部|事典|辞典|文法|語彙|方言"
)
# Where a note on the owner's part opens: the list's start, a comma or a bracket.
_NOTE_OPENS = r"(?:^|(?<=[,、(\s]))"


def japanese_lists(entry: str) -> list[tuple[list[str], bool]]:
    """(the names, whether a role closes the list) for each "・" list of names in the entry."""
    found: list[tuple[list[str], bool]] = []
    for listed in _LIST.finditer(entry):
        names = listed.group("names").split("・")
        if not any(_NOT_A_NAME.search(name) for name in names):
            found.append((names, listed.group("role") is not None))
    return found


def notes_owner_part(entry: str, own_names: Iterable[str]) -> bool:
    """Whether the entry notes the owner's part by their family name: "山田は第三章の訳担当" for
    山田一郎. The family name is one to three characters of the owner's name in Chinese
    characters, the given name the rest."""
    for own in own_names:
        compact = "".join(own.split())
        if not re.fullmatch(rf"{HAN_CHARACTER}{{2,6}}", compact):
            continue
        families = {compact[:size] for size in range(1, min(3, len(compact) - 1) + 1)}
        if any(re.search(rf"{_NOTE_OPENS}{re.escape(f)}は", entry) for f in families):
            return True
    return False


def japanese_names(entry: str, own: SelfMatcher) -> tuple[list[str], bool] | None:
    """(the names, whether the owner is left implied) of the entry's Japanese list that is
    the owner's: the one naming them, else the one list closed by a role in an entry that
    notes the owner's part in it."""
    lists = japanese_lists(entry)
    named = [names for names, _role in lists if any(map(own.is_self, names))]
    if named:
        return named[0], False
    roled = [names for names, role in lists if role]
    if len(roled) == 1 and notes_owner_part(entry, own.forms):
        return roled[0], True
    return None
