"""What makes a piece of text an organisation or an address rather than a person's name.

Authors and committee members are printed beside where they work ("ANNA BELLINI, Politecnico
di Milano, Italy"; "Prof. Jae Won Lee, KAIST"), and the readers of bylines, committee cells and
Scholar profiles must tell those words from names in every language a thesis or paper is
written in. The words themselves are `names.ORGANISATION_WORDS`; each reader keeps its own
sentence shape.
"""

from __future__ import annotations

import re
from functools import cache

import pycountry

from minesweeper.names import is_organisation_word

_HANGUL_ORGANISATION = re.compile(
    r"대학교|대학원|대학|과학기술원|연구원|연구소|학과|학부|병원|재단|전자|주식회사"
)
_WORD = re.compile(r"[^\W\d_]+")

# Short forms that papers print and the ISO names do not carry.
_COUNTRY_SHORT_FORMS = (
    "Korea",
    "Republic of Korea",
    "R.O. Korea",
    "ROK",
    "USA",
    "U.S.A.",
    "U.S.",
    "UK",
    "U.K.",
    "P.R. China",
    "PR China",
    "P.R.C.",
    "Russia",
    "England",
    "Scotland",
    "Wales",
)


@cache
def _address_end() -> re.Pattern[str]:
    """A comma, then any country's ISO name, common name or official name (those without a
    comma: "Korea, Republic of" is a catalogue form nobody prints), at the end of the text."""
    names: set[str] = set(_COUNTRY_SHORT_FORMS)
    for country in pycountry.countries:
        for attribute in ("name", "common_name", "official_name"):
            name = getattr(country, attribute, None)
            if isinstance(name, str) and "," not in name:
                names.add(name)
    spelled = "|".join(
        re.escape(name).replace(r"\ ", r"\s+") for name in sorted(names, key=len, reverse=True)
    )
    return re.compile(rf",\s*(?:{spelled})\s*\.?\s*$", re.IGNORECASE)


def names_an_organisation(text: str) -> bool:
    """Whether the text holds a word that names a university, institute, company or part of
    one ("Dipartimento di Informatica", "서울대학교", "Max-Planck-Institut")."""
    if _HANGUL_ORGANISATION.search(text):
        return True
    return any(is_organisation_word(word) for word in _WORD.findall(text))


def ends_on_a_country(text: str) -> bool:
    """ "KAIST, Daejeon, South Korea", "ETH Zurich, Switzerland": an address line ends on its
    country after a comma."""
    return _address_end().search(text) is not None
