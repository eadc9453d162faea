"""Template placeholders are not people; a surname with a title is not a full name.

Forms ship with slots such as "Advisor Name", "<Referee 2 Name>", "First Professor Name",
"Member 2", "(성명)", "홍길동" or "○○○". Reporting them would invent people.
"""

from __future__ import annotations

import re
import unicodedata

from minesweeper.names import KOREAN_SURNAMES

# The words a template prints where a person's name goes: "Advisor Name", "Nombre Apellido",
# "Vorname Nachname", Turkish "Üye İsmi" (a member's name) and "Adı Soyadı" (name, surname),
# dots lost or not.
NAME_STAND_INS = (
    r"\bname\b|\b(?:sur|first|last|vor|nach)name\b|\bapellidos?\b|\bsobrenome\b"
    r"|\b[iİIı]sm[iı]\b|\b[iİIı]sim\b|\bsoyad[ıi]?\b"
)
_PLACEHOLDER = re.compile(
    r"""
    [<>〈〉《》{}\[\]_]                                  # template brackets, blanks to fill
    | \bsignature\b | \bsigned\b | \bseal\b              # "Signature"
    | \bpr[ée]nom\b | \bnome\b | \bnombre\b        # "Prénom NOM", "Nome do orientador"
    | \b(?:member|referee|reader|examiner|professor|advisor|chair)\s*\#?\d+\b  # Member 2
    | \b(?:first|second|third|fourth|fifth)\s+(?:professor|member|referee|reader|examiner)\b
    | \b(?:tbd|tba|n/a|none|xxx+|john\s+doe|jane\s+doe)\b  # not "Na": a surname (나)
    | 이름 | 성명 | 서명 | 날인 | 홍길동                  # the Korean John Doe
    | \bgil-?\s?dong\s+hong\b | \bhong,?\s+gil-?\s?dong\b
    | [○◯ㅇ]{2,} | \bOOO\b | [Xx×]{3}
    | """
    + NAME_STAND_INS,
    re.IGNORECASE | re.VERBOSE,
)

_SURNAME_TITLE_KO = re.compile(r"^([가-힣]{1,2})\s*(?:교수님|교수|박사님|박사|선생님)$")
_SURNAME_TITLE_EN = re.compile(r"^(?:Prof(?:essor)?|Dr)\.?\s+([A-Z][a-z]+)$")


def is_placeholder(text: str) -> bool:
    return _PLACEHOLDER.search(unicodedata.normalize("NFKC", text)) is not None


def surname_with_title(text: str) -> str | None:
    """ "김교수" / "Prof. Kim" -> the surname; None for anything else.

    Such a mention names somebody, but not fully: the caller keeps it at low confidence so a
    person reviews it, rather than dropping it or treating it as a full name.
    """
    text = unicodedata.normalize("NFKC", text).strip()
    for pattern in (_SURNAME_TITLE_KO, _SURNAME_TITLE_EN):
        found = pattern.match(text)
        if found and (pattern is _SURNAME_TITLE_EN or found.group(1) in KOREAN_SURNAMES):
            return found.group(1)
    return None
