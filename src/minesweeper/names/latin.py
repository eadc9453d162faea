"""Personal names in Latin script: tokens, initials, readings (family/given), plausibility."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from minesweeper.names.clean import (
    GENERATIONS,
    GLUED_PARTICLE,
    LATIN_CAPITALS,
    LATIN_LETTERS,
    NAME_PARTICLE_WORDS,
    display_name,
    nfkc,
)
from minesweeper.names.hangul import segmentations
from minesweeper.names.stopwords import LATIN_STOPWORDS, ORGANISATION_WORDS
from minesweeper.names.surnames import is_known_latin_surname

_INITIALS_TOKEN = re.compile(r"^[A-Za-z]\.?(?:[-‐]?[A-Za-z]\.?)*$")
_DOTTED = re.compile(r"^(?:[A-Za-z]\.[-‐]?)+[A-Za-z]?\.?$")
_LONE_CAPITAL = re.compile(r"^[A-Z]$")
_GLUED_MIDDLE = re.compile(r"^[A-Z]{2,3}$")
_WORD_TOKEN = re.compile(
    rf"^[{LATIN_LETTERS}][{LATIN_LETTERS}'’]*(?:[-‐][{LATIN_LETTERS}][{LATIN_LETTERS}'’]*)*\.?$"
)
# A family name opening on a lowercase particle glued to it ("d’Aspremont", "al-Rashid").
_ELIDED_PARTICLE = re.compile(rf"^{GLUED_PARTICLE}(?=[{LATIN_CAPITALS}])")
# A word of three letters or more cut short by a period is an abbreviated word of a journal
# or venue ("Phys. Rev. B", "Nat. Commun.", "J. Appl. Phys."), not part of a name, except the
# given names that are printed abbreviated ("Mohd. Ali", "Muh. Arif", "Abd. Rahman").
_ABBREVIATED_WORD = re.compile(rf"^[{LATIN_LETTERS}]{{3,}}\.$")
_ABBREVIATED_GIVEN = frozenset(
    {"mohd", "muhd", "muh", "moh", "abd", "chas", "geo", "jas", "jos", "thos", "benj", "wm"}
)
# ... and the first of two Spanish surnames as author lists abbreviate it ("I. Fdez. Galán",
# "Glez. Ruiz, M."): Fernández, González, Hernández, Martínez, Rodríguez.
_ABBREVIATED_SURNAME = frozenset(
    {"fdez", "fndez", "glez", "gzlez", "hdez", "hndez", "mtnez", "mtez", "rguez", "rdguez"}
)


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a Latin name: which token is the family name, what the given name is.

    family: lowercase family name. given: lowercase given name without separators ("jaewon").
    given_parts: the given name's printed parts ("jae", "won"). initials: the given name is
    initials only (given is then the initial letters, "jw"). surname_only: no given name.
    """

    family: str
    given: str
    given_parts: tuple[str, ...]
    initials: bool
    surname_only: bool = False
    middle: str = ""  # middle initials after a full given name ("Jiwoo K. Han" -> "k")


# Letters that do not decompose into a base letter and a mark under NFKD.
_UNMARKED = str.maketrans({"ø": "o", "ł": "l", "đ": "d", "ð": "d", "ı": "i", "þ": "th"})


def folded_letters(token: str) -> str:
    """The token's letters, case-folded and without diacritics: "Müller", "Muller" and
    "Mueller"'s sources spell one family name two ways; the first two are one key here."""
    folded = unicodedata.normalize("NFKD", token.casefold().translate(_UNMARKED))
    return "".join(ch for ch in folded if ch.isalpha() and not unicodedata.combining(ch))


def _is_initials_token(token: str, all_caps_name: bool) -> bool:
    if token in NAME_PARTICLE_WORDS:
        return False  # "'t" of "van 't Hoff" is one letter, and no initial
    if _DOTTED.match(token) or len(folded_letters(token)) == 1:
        return True
    # "JW Lee": two or three capitals are initials; in a name printed all in capitals ("KIM
    # JW", "OH SEO") only when they carry no vowel, since "OH" or "LEE" is then a word.
    letters = folded_letters(token)
    return (
        token.isupper()
        and 2 <= len(letters) <= 3
        and bool(_INITIALS_TOKEN.match(token))
        and (not all_caps_name or not any(ch in "aeiou" for ch in letters))
    )


def _is_one_letter_surname(token: str) -> bool:
    """A one-letter surname (오 -> "O") is a family name when printed without a period."""
    return len(token) == 1 and token.isalpha() and is_known_latin_surname(token.casefold())


def _is_capitals_surname(token: str, tokens: list[str], all_caps_name: bool) -> bool:
    """ "LEE Seo-yeon", "Minji KIM": publishers and Korean journals print the family name in
    capitals beside a mixed-case given name. An undotted capitals token with a vowel that is a
    known romanized surname then reads as the family name too (its initials reading is kept),
    except two capitals beside a lone surname: "Park JI" is Park J.-I. A lone capital ("I Joo")
    is an initial first; `_is_one_letter_surname` keeps its surname reading open."""
    letters = folded_letters(token)
    others = [folded_letters(t) for t in tokens if t is not token]
    two_letters_beside_surname = (
        len(letters) == 2 and len(others) == 1 and is_known_latin_surname(others[0])
    )
    return (
        not all_caps_name
        and len(letters) >= 2
        and token.isalpha()
        and token.isupper()
        and any(ch in "aeiouy" for ch in letters)
        and is_known_latin_surname(letters)
        and not two_letters_beside_surname
    )


def latin_tokens(display: str) -> list[str]:
    return [tok for tok in display.replace(",", " ").split() if tok]


def _given(tokens: list[str], all_caps: bool) -> tuple[str, tuple[str, ...], bool, str]:
    """(given, its parts, initials only, middle initials) of the given-name tokens."""
    # "João Carlos Ferreira da Silva" read with "Silva" for its family: the particle opens the
    # family name, no given name ends on it.
    while len(tokens) > 1 and tokens[-1].islower() and tokens[-1] in NAME_PARTICLE_WORDS:
        tokens = tokens[:-1]
    if all(_is_initials_token(tok, all_caps) for tok in tokens):
        letters = "".join(folded_letters(tok) for tok in tokens)
        return letters, tuple(letters), True, ""
    middle = ""
    # "Jiwoo K.", "Ryan S.J.D.": dotted initials after a full given name are middle initials,
    # and so is a capital letter alone ("Henrik T Larsen", as CVs and Scholar print it), and
    # two or three capitals run together ("João CF da Silva", as SAGE prints it).
    while len(tokens) > 1 and (
        _DOTTED.match(tokens[-1])
        or _LONE_CAPITAL.match(tokens[-1])
        or (not all_caps and _GLUED_MIDDLE.match(tokens[-1]))
    ):
        middle = folded_letters(tokens[-1]) + middle
        tokens = tokens[:-1]
    parts = tuple(p for tok in tokens for p in re.split(r"[-‐]", tok.casefold()) if p)
    given = "".join(folded_letters(tok) for tok in tokens)
    return given, tuple(folded_letters(p) for p in parts), False, middle


def readings(raw: str) -> tuple[Reading, ...]:
    """Plausible (family, given) readings of a Latin name, given-name-first reading first.

    The family-name-first reading ("Park Seoyeon", "Zhang Wei") is offered for two-word names
    and, for longer ones, only when the first word is a known romanized Korean surname or the
    last is an initial ("Park S."): "Kim Jae Won" reads both ways, "Mary Ann Smith" does not.
    """
    explicit_comma = nfkc(raw).count(",") == 1
    tokens = latin_tokens(display_name(raw))
    if not tokens or not all(
        _WORD_TOKEN.match(t) or _INITIALS_TOKEN.match(t) or t in NAME_PARTICLE_WORDS for t in tokens
    ):
        return ()
    if len(tokens) == 1:
        family = folded_letters(tokens[0])
        return (Reading(family, "", (), False, surname_only=True),) if family else ()
    all_caps = all(tok.isupper() for tok in tokens)
    found: list[Reading] = []
    last = tokens[-1]
    surname_caps = [_is_capitals_surname(tok, tokens, all_caps) for tok in tokens]
    # A capitals surname is never read as initials of the given name.
    if not any(surname_caps[:-1]) and (
        _is_one_letter_surname(last) or not _is_initials_token(last, all_caps) or surname_caps[-1]
    ):
        given, parts, initials, middle = _given(tokens[:-1], all_caps)
        found.append(Reading(folded_letters(tokens[-1]), given, parts, initials, middle=middle))
    first = folded_letters(tokens[0])
    family_first_ok = not explicit_comma and (
        len(tokens) == 2
        or is_known_latin_surname(first)
        or _is_initials_token(tokens[-1], all_caps)
    )
    first_is_surname = (
        _is_one_letter_surname(tokens[0])
        or not _is_initials_token(tokens[0], all_caps)
        or surname_caps[0]
    )
    if family_first_ok and first_is_surname and not any(surname_caps[1:]):
        given, parts, initials, middle = _given(tokens[1:], all_caps)
        found.append(Reading(first, given, parts, initials, middle=middle))
    found.extend(_compound_family(tokens, all_caps))
    found.extend(_particle_family(tokens, all_caps))
    found.extend(_generation_family(tokens, all_caps))
    found.extend(_article_family(tokens, all_caps))
    return tuple(found)


# The Arabic article joined to a family name by its hyphen: "Al-Qadi", "El-Sayed".
_ARTICLE_JOINED = re.compile(r"^(?:[Aa]l|[Ee]l)-(?P<family>[^\W\d_]{3,})$")


def _article_family(tokens: list[str], all_caps: bool) -> list[Reading]:
    """ "Amal Al-Qadi": the family name printed with its article or without ("Qadi"); an
    extra reading of the name without it."""
    article = _ARTICLE_JOINED.match(tokens[-1]) if len(tokens) >= 2 else None
    if article is None:
        return []
    given, parts, initials, middle = _given(tokens[:-1], all_caps)
    return [Reading(folded_letters(article["family"]), given, parts, initials, middle=middle)]


def _generation_family(tokens: list[str], all_caps: bool) -> list[Reading]:
    """ "Caio Bastos dos Lins Filho": a generation closing the name is no family name of its
    own; with the word before it, it is the family name a citation prints ("LINS FILHO, C.
    B."). An extra reading, as `_particle_family`'s."""
    if len(tokens) < 3 or tokens[-1].casefold().rstrip(".") not in GENERATIONS:
        return []
    end = len(tokens) - 2
    given_end = end
    while given_end > 1 and tokens[given_end - 1] in NAME_PARTICLE_WORDS:
        given_end -= 1  # "dos" before the family name: a citation leaves it out
    if given_end < 1:
        return []
    given, parts, initials, middle = _given(tokens[:given_end], all_caps)
    family = folded_letters(tokens[end]) + folded_letters(tokens[-1])
    return [Reading(family, given, parts, initials, middle=middle)]


def _particle_family(tokens: list[str], all_caps: bool) -> list[Reading]:
    """ "Hendrik J. van der Beek": a family name that opens on lower-case particles after full
    given names, read whole, so that it meets the "H.J. van der Beek" of a committee list (whose
    initials `_compound_family` reads beside the same whole family). An extra reading, as
    there: it only ever meets another name with the same words as its family."""
    start = len(tokens) - 1
    while start > 1 and tokens[start - 1].islower() and tokens[start - 1] in NAME_PARTICLE_WORDS:
        start -= 1
    if start == len(tokens) - 1 or all(_is_initials_token(t, all_caps) for t in tokens[:start]):
        return []  # no particle, or initials alone before it (`_compound_family` reads those)
    given, parts, initials, middle = _given(tokens[:start], all_caps)
    family = "".join(folded_letters(word) for word in tokens[start:])
    found = [Reading(family, given, parts, initials, middle=middle)]
    # "Fabio Ibarra de la Vega", "Jaime Ruiz de Olano": a Spanish family name of a word,
    # then particles and a word more, as "F. Ibarra de la Vega" prints it whole.
    if start >= 2 and not _is_initials_token(tokens[start - 1], all_caps):
        given, parts, initials, middle = _given(tokens[: start - 1], all_caps)
        compound = "".join(folded_letters(word) for word in tokens[start - 1 :])
        found.append(Reading(compound, given, parts, initials, middle=middle))
    return found


def _compound_family(tokens: list[str], all_caps: bool) -> list[Reading]:
    """The reading of a family name of two words or more beside initials: "J.D. Ureña Soto",
    "Ureña Soto, J.D.", "De Wit M.G.", "van der Berg J.", "Vidal Ortega MJ". Author lists
    abbreviate the given name and print the whole family name, before or after it; the
    readings above take one word of it for the family name. An extra reading: it only ever
    meets another name with the same words as its family. A name of three full words is
    also read as a given name and two family names (`_given_and_two_families`)."""
    initial = [_is_initials_token(token, all_caps) for token in tokens]
    if len(tokens) in _GIVEN_AND_TWO_FAMILIES and not any(initial):
        return _given_and_two_families(tokens, all_caps)
    lead = next((i for i, flag in enumerate(initial) if not flag), len(tokens))
    trail = next((i for i, flag in enumerate(reversed(initial)) if not flag), len(tokens))
    if lead and not any(initial[lead:]) and len(tokens) - lead >= 2:
        given, words = tokens[:lead], tokens[lead:]
    elif trail and not any(initial[:-trail]) and len(tokens) - trail >= 2:
        given, words = tokens[-trail:], tokens[:-trail]
    else:
        return []
    letters = "".join(folded_letters(token) for token in given)
    return [Reading("".join(folded_letters(word) for word in words), letters, tuple(letters), True)]


# Words of "Rocío Ibáñez Soler" and of "Rocío Alba Ibáñez Soler".
_GIVEN_AND_TWO_FAMILIES = (3, 4)


def _given_and_two_families(tokens: list[str], all_caps: bool) -> list[Reading]:
    """ "Rocío Ibáñez Soler": a given name and two family names, the full form of the
    "R. Ibáñez Soler" the reading above makes, so that the two meet, and of the "R. Ibáñez"
    a Spanish citation prints; "Rocío Alba Ibáñez Soler", two given names before them, of
    "Ibáñez Soler, R. A.". Not for names opening on a known romanized Korean surname ("Kim
    Jae Won": a given name in two parts)."""
    if is_known_latin_surname(folded_letters(tokens[0])):
        return []
    given, parts, initials, middle = _given(tokens[:-2], all_caps)
    family = "".join(folded_letters(word) for word in tokens[-2:])
    # A Spanish citation keeps the first family name alone: "Pinto, J." of "Josefina Pinto
    # Morales".
    first_family = folded_letters(tokens[-2])
    return [
        Reading(family, given, parts, initials, middle=middle),
        Reading(first_family, given, parts, initials, middle=middle),
    ]


def korean_syllables(given: str, max_parts: int = 3) -> tuple[str, ...] | None:
    """The shortest cut of a romanized given name into Korean syllables, or None.

    Among cuts of equal length the choice is arbitrary but fixed, so initials keys are stable.
    """
    best: tuple[str, ...] | None = None
    for cut in segmentations(given, max_parts):
        if best is None or len(cut) < len(best) or (len(cut) == len(best) and cut > best):
            best = cut
    return best


def given_initials(reading: Reading) -> frozenset[str]:
    """Initial strings a full given name may be abbreviated to ("jaewon" -> j, jw)."""
    if reading.surname_only:
        return frozenset()
    if reading.initials:
        return frozenset({reading.given})
    found = {reading.given[:1], "".join(part[:1] for part in reading.given_parts)}
    # Only the cuts with the fewest syllables: "Seoyeon" is Seo-Yeon (SY), not Se-O-Yeon.
    cuts = list(segmentations(reading.given, 3))
    fewest = min((len(cut) for cut in cuts), default=0)
    found |= {"".join(part[:1] for part in cut) for cut in cuts if len(cut) == fewest}
    if reading.middle:  # "J. K. Han" for Jiwoo K. Han
        found |= {initials + reading.middle for initials in found}
    return frozenset(found)


def is_organisation_word(token: str) -> bool:
    """ "Università", "Dept.", "Hochschule": a word that names an organisation or part of one."""
    return folded_letters(token) in ORGANISATION_WORDS


# OCR's readings of a signature or a stamp: a letter three times over ("AAA") or two letters
# with no vowel ("Ls"). "Ng" is a family name; Czech ones of three consonants ("Vlk") are
# too, and an abbreviation ("Md.", "Th.") keeps its consonants only. "Lv" spells the pinyin
# Lü without its umlaut.
_VOWELLESS_NAMES = frozenset({"ng", "hm", "lv"})
_TRIPLED = re.compile(r"(\w)\1\1")


def _debris(token: str) -> bool:
    word = folded_letters(token)  # case-folded, without diacritics
    if _TRIPLED.search(word):
        return True
    vowelless = len(word) == 2 and not any(ch in "aeiouy" for ch in word)
    return vowelless and not token.endswith(".") and word not in _VOWELLESS_NAMES


_FAMILY_JOINS = frozenset({"e", "y", "i"})


# A South Asian name written as one word, its parts joined by the Arabic article
# ("Tanveer-ul-Rasheed", "Habib-ur-Rehman", "Zia-ud-Din").
_JOINED_BY_PARTICLE = re.compile(r"[A-Z][a-z]{2,}-(?:ul|ur|ud|un|us|uz)-[A-Z][a-z]{2,}")


# A Balinese name opens on words of sex and caste before its own ("Ni Luh Putu Ayu Sari", "I
# Gusti Ngurah Rai", "Anak Agung Gede Putra", "Ida Bagus Made Oka"): they do not count among
# the name's words.
_BALINESE_PREFIX = re.compile(
    r"^(?:(?:I|Ni)\s+(?:Luh\s+|Gusti\s+(?:Ayu\s+|Ngurah\s+|Agung\s+)?)?|Anak\s+Agung\s+"
    r"|Ida\s+(?:Bagus|Ayu)\s+|Cokorda\s+|Desak\s+)(?=\S+\s+\S)"
)


# A romanized Korean address, every word a place with its unit after a hyphen ("Yeonnam-dong
# Mapo-gu", "Teheran-ro Gangnam-gu"): a given name may end on such a syllable ("Min-gu"),
# the family name never does.
_KOREAN_ADDRESS = re.compile(
    r"(?:[A-Z][a-z]+-(?:dong|gu|ro|gil|daero|si|gun|eup|myeon|ri)\s*){2,}", re.IGNORECASE
)


def looks_like_latin_name(text: str) -> bool:
    """A plausible personal name in Latin script (2-4 tokens, capitalized, initials allowed).

    Rejects headings, institution words and form labels ("Advisor Name") through a stopword
    list, anything with digits ("Member 2"), and names made only of initials.
    """
    raw = nfkc(text).strip()
    if not raw or any(ch.isdigit() for ch in raw) or raw.count(",") > 1:
        return False
    if _JOINED_BY_PARTICLE.fullmatch(raw):
        return True
    if _KOREAN_ADDRESS.fullmatch(raw):
        return False
    tokens = latin_tokens(raw.rstrip("."))
    # The "e", "y" and Catalan "i" that join an Iberian family name's parts after the given
    # name ("Ricardo Pereira e Silva", "Juan Ortega y Gasca", "Núria Puig i Serra") are no
    # words of their own; "Ana e Maria" are two people.
    tokens = [
        tok
        for position, tok in enumerate(tokens)
        if not (tok in _FAMILY_JOINS and 1 < position < len(tokens) - 1)
    ]
    # Particles in lower case do not count: "G. D. L. de Vries" has four parts of its own.
    # Capitalised, the word may be a name of its own ("Le Yu", "Du Bo").
    core = [tok for tok in tokens if tok not in NAME_PARTICLE_WORDS]
    if len(core) > 4:  # "R. J. R. Den Hartigh": capitalised, a particle opens the family name
        core = [tok for tok in core[:-1] if tok.casefold() not in NAME_PARTICLE_WORDS] + core[-1:]
    balinese = _BALINESE_PREFIX.match(raw)
    if balinese is not None:
        core = core[len(balinese.group(0).split()) :]
    if not 2 <= len(core) <= 4 or len(tokens) > 6:
        return False
    all_caps = all(tok.isupper() for tok in tokens)
    content = 0
    # A capitalised particle ending the name after given names is its family name: "F. Du",
    # "W. Le" (not in "De La").
    family_particle = not any(tok.casefold() in NAME_PARTICLE_WORDS for tok in tokens[:-1])
    for position, tok in enumerate(tokens):
        # "I.-S. Varga", "Varga IS": initials that happen to spell a word are still initials.
        # An organisation's acronym is none ("IIT Bombay", "MIT Press").
        spelled = bool(_DOTTED.match(tok)) or (
            tok.isupper()
            and len(tok) <= 3
            and not all_caps
            and folded_letters(tok) not in ORGANISATION_WORDS
        )
        if folded_letters(tok) in LATIN_STOPWORDS and not spelled:
            return False
        last = position == len(tokens) - 1
        if tok.casefold() in NAME_PARTICLE_WORDS and not (
            last and family_particle and not tok.islower()
        ):
            continue
        if _ABBREVIATED_WORD.match(tok) and folded_letters(tok) not in (
            _ABBREVIATED_GIVEN | _ABBREVIATED_SURNAME
        ):
            return False
        if not (_WORD_TOKEN.match(tok) or _INITIALS_TOKEN.match(tok)):
            return False
        if not (tok[0].isupper() or _ELIDED_PARTICLE.match(tok)):
            return False
        if not _is_initials_token(tok, all_caps):
            if _debris(tok):
                return False
            content += 1
    if content == 0:
        return False
    # An all-capitals line is a heading unless it reads as a romanized Korean name.
    return not all_caps or any(is_known_latin_surname(folded_letters(t)) for t in tokens)
