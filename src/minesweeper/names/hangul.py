"""Hangul syllables and their Latin spellings, computed from jamo.

Every precomposed Hangul syllable is (initial, medial, final) jamo. Its Latin spellings are the
Revised Romanization of each jamo plus the McCune-Reischauer and popular spellings people use in
their own names (Young for 영, Joon for 준, Kyung for 경, Suh for 서). Spellings are lowercase
ASCII; a name's spellings are the concatenations of its syllables' spellings.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator
from functools import cache

HANGUL_FIRST = 0xAC00
HANGUL_LAST = 0xD7A3
_MEDIALS = 21
_FINALS = 28

# Initial consonants in Unicode order (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ).
# The first spelling is Revised Romanization; the rest are MR and popular ones (Kim/Gim,
# Park/Bak, Jung/Chung, Lee/Rhee for ㄹ).
_INITIALS: tuple[tuple[str, ...], ...] = (
    ("g", "k"),
    ("kk", "gg", "k"),
    ("n",),
    ("d", "t"),
    ("tt", "dd"),
    ("r", "l", "n"),
    ("m",),
    ("b", "p"),
    ("pp", "bb"),
    ("s",),
    ("ss", "s"),
    ("",),
    ("j", "ch"),
    ("jj", "tch"),
    ("ch",),
    ("k",),
    ("t",),
    ("p",),
    ("h",),
)

# Medial vowels in Unicode order (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ).
_MEDIAL_SPELLINGS: tuple[tuple[str, ...], ...] = (
    ("a",),
    ("ae", "ai"),
    ("ya",),
    ("yae",),
    ("eo", "o", "u"),  # 정 Jeong/Jong/Jung, 서 Seo/So
    ("e",),
    ("yeo", "yo", "you", "yu"),  # 영 Yeong/Yong/Young, 현 Hyeon/Hyon/Hyun
    ("ye",),
    ("o",),
    ("wa",),
    ("wae",),
    ("oe", "oi", "we"),  # 최 Choe/Choi
    ("yo",),
    ("u", "oo"),  # 준 Jun/Joon
    ("wo", "weo"),
    ("we",),
    ("wi", "wee"),
    ("yu", "yoo"),  # 윤 Yun/Yoon
    ("eu", "u"),  # 은 Eun/Un, 승 Seung/Sung
    ("ui", "eui", "i", "ee"),  # 희 Hui/Heui/Hi/Hee
    ("i", "ee"),  # 지 Ji/Jee
)

# Final consonants in Unicode order, index 0 meaning none. Clusters keep their spoken sound.
_FINAL_SPELLINGS: tuple[tuple[str, ...], ...] = (
    ("",),
    ("k", "g"),
    ("k",),
    ("k",),
    ("n",),
    ("n",),
    ("n",),
    ("t", "d"),
    ("l", "r"),
    ("k",),
    ("m",),
    ("l",),
    ("l",),
    ("l",),
    ("p",),
    ("l",),
    ("m",),
    ("p", "b"),
    ("p",),
    ("t", "s"),
    ("t",),
    ("ng",),
    ("t",),
    ("t",),
    ("k",),
    ("t",),
    ("p",),
    ("t",),
)

_SIOT = 9
_IEUNG = 11
_MEDIAL_I = 20
_MEDIAL_U = 13
_MEDIAL_YEO = 6


def is_hangul_syllable(ch: str) -> bool:
    return len(ch) == 1 and HANGUL_FIRST <= ord(ch) <= HANGUL_LAST


def is_hangul_text(text: str) -> bool:
    """True for a non-empty string made only of precomposed Hangul syllables."""
    return bool(text) and all(is_hangul_syllable(ch) for ch in text)


def decompose(syllable: str) -> tuple[int, int, int]:
    """(initial, medial, final) jamo indices of one precomposed syllable."""
    offset = ord(syllable) - HANGUL_FIRST
    return offset // (_MEDIALS * _FINALS), (offset // _FINALS) % _MEDIALS, offset % _FINALS


@cache
def syllable_spellings(syllable: str) -> frozenset[str]:
    """All Latin spellings of one Hangul syllable (RR first-class, plus MR/popular variants)."""
    initial, medial, final = decompose(syllable)
    initials = set(_INITIALS[initial])
    vowels = set(_MEDIAL_SPELLINGS[medial])
    if initial == _SIOT and medial == _MEDIAL_I:
        initials.add("sh")  # 신 Shin, 시 Shi
    if initial == _IEUNG and medial == _MEDIAL_U:
        vowels |= {"woo", "wu"}  # 우 Woo/Wu
    if initial == _IEUNG and medial == _MEDIAL_I:
        vowels.add("yi")  # 이 Yi
    if initial == _IEUNG and medial == _MEDIAL_YEO:
        # "yu" for ㅕ is popular after a consonant (Hyun, Kyung, Myung) but not on its own:
        # "Seoyun" is 서윤, and reading it as 서연 too would merge two common names.
        vowels.discard("yu")
    spellings = {i + v + f for i in initials for v in vowels for f in _FINAL_SPELLINGS[final]}
    if final == 0:
        # A silent trailing "h" marks an open syllable in popular spellings: Oh, Koh, Suh, Noh.
        spellings |= {s + "h" for s in spellings if not s.endswith("h")}
    return frozenset(spellings)


def rr_spelling(syllable: str) -> str:
    """The Revised Romanization of one syllable (first spelling of each jamo)."""
    initial, medial, final = decompose(syllable)
    return _INITIALS[initial][0] + _MEDIAL_SPELLINGS[medial][0] + _FINAL_SPELLINGS[final][0]


@cache
def _spelling_index() -> dict[str, frozenset[int]]:
    """Latin spelling -> code points of the Hangul syllables it can spell.

    Built once, lazily (about 10k spellings over the 11,172 syllables, a few tens of ms).
    """
    index: dict[str, set[int]] = defaultdict(set)
    for code in range(HANGUL_FIRST, HANGUL_LAST + 1):
        for spelling in syllable_spellings(chr(code)):
            index[spelling].add(code)
    return {spelling: frozenset(codes) for spelling, codes in index.items()}


@cache
def max_spelling_length() -> int:
    return max(len(s) for s in _spelling_index())


def spelling_syllables(spelling: str) -> frozenset[int]:
    """Codes of the Hangul syllables a Latin spelling may stand for (empty if none)."""
    return _spelling_index().get(spelling, frozenset())


def is_syllable_spelling(spelling: str) -> bool:
    return spelling in _spelling_index()


def segmentations(latin: str, max_parts: int = 4) -> Iterator[tuple[str, ...]]:
    """Every way to cut a lowercase string into Korean syllable spellings (at most max_parts)."""
    longest = max_spelling_length()

    def walk(start: int, parts: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        if start == len(latin):
            yield parts
            return
        if len(parts) >= max_parts:
            return
        for end in range(start + 1, min(len(latin), start + longest) + 1):
            piece = latin[start:end]
            if is_syllable_spelling(piece):
                yield from walk(end, (*parts, piece))

    if latin:
        yield from walk(0, ())


def spells_syllables(latin: str, syllables: str) -> bool:
    """Whether `latin` (lowercase, no separators) spells the Hangul `syllables` in order."""
    reachable = {0}
    for syllable in syllables:
        options = syllable_spellings(syllable)
        reachable = {
            start + len(option)
            for start in reachable
            for option in options
            if latin.startswith(option, start)
        }
        if not reachable:
            return False
    return len(latin) in reachable


def same_syllables(left: str, right: str, max_parts: int = 4) -> bool:
    """Whether two Latin strings can spell one common sequence of Hangul syllables."""
    longest = max_spelling_length()
    frontier = {(0, 0)}
    for _ in range(max_parts):
        following: set[tuple[int, int]] = set()
        for i, j in frontier:
            for i_end in range(i + 1, min(len(left), i + longest) + 1):
                codes = spelling_syllables(left[i:i_end])
                if not codes:
                    continue
                for j_end in range(j + 1, min(len(right), j + longest) + 1):
                    if codes & spelling_syllables(right[j:j_end]):
                        following.add((i_end, j_end))
        if (len(left), len(right)) in following:
            return True
        frontier = following
        if not frontier:
            return False
    return False
