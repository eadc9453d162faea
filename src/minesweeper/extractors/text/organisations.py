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

from minesweeper.names import display_name, is_organisation_word
from minesweeper.names.clean import HAN_INSTITUTION

_HANGUL_ORGANISATION = re.compile(
    r"대학교|대학원|대학|과학기술원|연구원|연구소|학과|학부|병원|재단|전자|주식회사"
    # Public bodies: "농촌진흥청 국립농업과학원", "한국연구재단".
    r"|과학원|진흥청|진흥원|공단"
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
    # ... and the countries' names in their own languages, as their own pages print them.
    "Brasil",
    "México",
    "España",
    "Perú",
    "Türkiye",
    "Deutschland",
    "Italia",
    "Polska",
    "Việt Nam",
)


@cache
def _address_end() -> re.Pattern[str]:
    """A comma or a dash, then any country's ISO name, common name or official name (those
    without a comma: "Korea, Republic of" is a catalogue form nobody prints), at the end of
    the text."""
    names: set[str] = set(_COUNTRY_SHORT_FORMS)
    for country in pycountry.countries:
        for attribute in ("name", "common_name", "official_name"):
            name = getattr(country, attribute, None)
            if isinstance(name, str) and "," not in name:
                names.add(name)
    spelled = "|".join(
        re.escape(name).replace(r"\ ", r"\s+") for name in sorted(names, key=len, reverse=True)
    )
    return re.compile(rf"(?:,|\s[-–—])\s*(?:{spelled})\s*\.?\s*$", re.IGNORECASE)


def names_an_organisation(text: str) -> bool:
    """Whether the text holds a word that names a university, institute, company or part of
    one ("Dipartimento di Informatica", "서울대학교", "Max-Planck-Institut")."""
    if _HANGUL_ORGANISATION.search(text) or _HAN_ORGANISATION.search(text):
        return True
    if _CYRILLIC_ORGANISATION.search(text):
        return True
    return any(is_organisation_word(word) for word in _WORD.findall(text))


# A university, faculty, institute or academy in Cyrillic letters ("Универзитет у Београду",
# "Московский государственный университет", "Математички факултет").
_CYRILLIC_ORGANISATION = re.compile(
    r"(?i:универз?итет|университет|факулт?ет|факультет|институт|інститут|академи[яј]"
    r"|кафедра|лаборатори[яј]|центр|центар)"
)


# "東海大学情報理工学部", "清华大学计算机系": a university, school or institute in Chinese
# characters, with its faculty.
_HAN_ORGANISATION = re.compile(rf"{HAN_INSTITUTION}|学部|學部|研究科|学系|學系")


# The words that join an English organisation's name after its organisation word ("Institute
# of Technology", "School for Advanced Studies").
_ENGLISH_JOINERS = frozenset({"of", "for", "and", "&", "in", "at"})


def is_organisation_name(text: str) -> bool:
    """ "Marmara Coast Technical University", "Institute of Advanced Study": a line that is an
    organisation's name and nothing else. The organisation word opens it, or capitalised words
    before it name the organisation (English puts the proper name first); after the word
    only capitalised words and joining words follow, as in "Institute of Technology". A
    person's line reads otherwise: a title first ("Prof. Dr. X"), a comma before the employer
    ("X, Y University") or a French employer after the name ("X Université de Lille")."""
    words = text.split()
    first = next((i for i, word in enumerate(words) if is_organisation_word(word)), None)
    if first is None or "," in text or display_name(words[0]) != words[0]:
        return False
    if first == 0:
        return True
    after = words[first + 1 :]
    if after and after[0].casefold() not in _ENGLISH_JOINERS:
        return False
    return all(word[:1].isupper() or word.casefold() in _ENGLISH_JOINERS for word in words)


def ends_on_a_country(text: str) -> bool:
    """ "KAIST, Daejeon, South Korea", "ETH Zurich, Switzerland", "RECIFE, PE -
    BRASIL": an address line ends on its country after a comma or a dash."""
    return _address_end().search(text) is not None
