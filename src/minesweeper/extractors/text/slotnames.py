"""Names in an approval-page cell, and the slot a found name fills.

A cell after a role label holds a name and nothing else: seal and signature markers, Hanja
or an affiliation in parentheses, degrees, titles and affiliation words printed beside the
name are set aside; anything else means the cell is not a name. OCR text gets a lenient
reading of the seal slot and pen debris after the name.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.labels import (
    ACADEMIC_TITLE,
    BULLET,
    OPEN_BRACKET_AT_END,
    is_official,
)
from minesweeper.extractors.text.lines import Cell, Line, collapse_spaced_hangul
from minesweeper.extractors.text.organisations import (
    ends_on_a_country,
    is_organisation_name,
    names_an_organisation,
)
from minesweeper.extractors.text.placeholders import surname_with_title
from minesweeper.extractors.text.ranked_names import (
    name_then_rank,
    rank_after_gap,
    rank_alone,
)
from minesweeper.extractors.text.shapes import clean_token, is_name, long_iberian_name
from minesweeper.names import has_cyrillic
from minesweeper.names.clean import (
    DEGREE_SUFFIX,
    HAN_CHARACTER,
    HAN_INSTITUTION,
    HAN_TITLES,
    INDONESIAN_DEGREE,
    LATIN_CAPITALS,
    LATIN_SMALLS,
    WORDED_DEGREE,
    titles_only,
    with_initials_apart,
    without_indonesian_degrees,
    without_titles,
)
from minesweeper.names.latin import korean_syllables
from minesweeper.names.match import is_pinyin_syllable
from minesweeper.names.stopwords import LATIN_STOPWORDS
from minesweeper.names.surnames import is_known_latin_surname

_MAX_CELL_CHARS = 60  # an approval cell is a label and a name, not a sentence
_MEMBER_CHARS = 30  # ... or a list of members, as long as their names are each
# "Prof. dr. ir. Anna Bellini, Eindhoven University of Technology": where members work.
_MAX_AFFILIATION_CHARS = 80
# Two advisors, each with a rank and an employer ("Tomás Arrieta, Professor of X, Aix-Marseille
# University, y Odile Marchal, Professeur de ..., Université Grenoble Alpes").
_MAX_AFFILIATIONS = 2
MARKERS = re.compile(
    r"\((?:인|印|서명|날인|seal|signature|sign|signed)\)|[_＿…]{2,}|\.{3,}|(?<=\s)(?:인|印)$",
    re.IGNORECASE,
)
# A degree after a name, before the next name too ("A, Ph.D. and B, Ph.D.").
_DEGREE_SUFFIX = re.compile(rf",\s*{DEGREE_SUFFIX}(?=\s*(?:,|;|$|(?:and|&)\s))", re.IGNORECASE)
# Brazilian and Portuguese pages print the doctorate after the name as a title: "Ana Melo,
# Dra.", "Saulo Lins, Dr.", "Rui Sá, Dr.ª", and a master's as "M.Sc."; case matters ("DR"
# could be initials).
_TITLE_SUFFIX = re.compile(r",\s*(?:Dra?\.?|Dr\.?ª\.?|M\.?\s?Sc\.?|MSc\.?)(?=\s*(?:,|$))")
# Many Indonesians carry one name ("Sutrisno, S.T., M.Kom."): one capitalised word is the
# whole name when Indonesian degrees follow it, one of them spelled with a word ("M.Kom."):
# "Park, S.Y." is a family name and initials. A title may open it ("Dr. Sutrisno, M.Kom.").
_SINGLE_NAME = re.compile(
    rf"^\s*(?P<name>[{LATIN_CAPITALS}][a-z]{{3,}})\s*,\s*(?:{INDONESIAN_DEGREE}[\s,]+)*"
    # ... a doctorate may follow the Indonesian degrees ("Sutarmo, M.Eng., Ph.D.").
    rf"{WORDED_DEGREE}(?:[\s,]+(?:{INDONESIAN_DEGREE}|(?i:{DEGREE_SUFFIX})))*[\s,]*$"
)


# The slash of the Australian "A/Prof." title is no separator. French, German and Dutch pages
# join the last two names with "et", "und", "en".
# A slash parts two names, but not the Malaysian and Singaporean "a/l", "a/p", "s/o", "d/o"
# (son or daughter of) inside one ("Lidia a/p Harcourt").
_NAME_SPLIT = re.compile(
    r"\s*(?:[,;·、&]|/(?!\s*[Pp]rof)(?!(?<=\b[AaSsDd]/)[LlPpOo]\b)|\b(?:and|et|und|en)\b|및)\s*"
)
# Portuguese and Spanish join two names with "e" / "y", Swedish and Norwegian with "och" /
# "og"; but "e" and "y" also join a Portuguese or Spanish family name's two parts ("Sousa e
# Silva", "Ortega y Gasca"), so they split a piece only where each side is a name of two
# words or more. The article may stand before a titled name ("y el Dr. Antonio Ruiz", "e a
# Profa. Ana Reis").
_ARTICLE_BEFORE_TITLE = r"(?:(?:el|la|o|a)\s+(?=(?:Dra?|Profa?|Profes\w+)\.?\s))?"
_SHORT_AND = re.compile(rf"\s+(?:e|y|och|og)\s+{_ARTICLE_BEFORE_TITLE}")
# After a comma they open the last piece ("Tomás Arrieta, Aix-Marseille University, y Odile
# Marchal"): no family name's two parts are parted by a comma.
_OPENING_SHORT_AND = re.compile(rf"^(?:e|y|och|og)\s+{_ARTICLE_BEFORE_TITLE}(?=[{LATIN_CAPITALS}])")


# A form filled in capitals prints its "and" in capitals too ("Profs. ANA RUIZ Y LUIS VEGA":
# the titles may keep their small letters); the two-word rule keeps a middle initial ("JOHN
# E SMITH") inside its name.
_NAME_SPLIT_CAPITALS = re.compile(_NAME_SPLIT.pattern, re.IGNORECASE)
_SHORT_AND_CAPITALS = re.compile(_SHORT_AND.pattern, re.IGNORECASE)
# A blank drawn as underscores on a form ("Y____ PROF. LUIS VEGA") sets words apart.
_UNDERSCORE_BLANK = re.compile(r"_{2,}")


def _split_names(text: str) -> list[str]:
    text = _UNDERSCORE_BLANK.sub(" ", text)
    capitals = sum(map(str.isupper, text)) > 3 * sum(map(str.islower, text))
    split = _NAME_SPLIT_CAPITALS if capitals else _NAME_SPLIT
    short_and = _SHORT_AND_CAPITALS if capitals else _SHORT_AND
    pieces: list[str] = []
    for position, piece in enumerate(split.split(text)):
        piece = _OPENING_SHORT_AND.sub("", piece.strip()) if position else piece
        parts = short_and.split(piece.strip())
        both_full = len(parts) > 1 and all(len(without_titles(p).split()) >= 2 for p in parts)
        pieces.extend(parts if both_full else [piece])
    return pieces


@dataclass(frozen=True, slots=True)
class Slot:
    """One name found next to a role label, with where it was found."""

    name: str
    role: Role
    line: Line
    cell: Cell  # the cell holding the name (its box anchors seal detection on scans)
    confidence: float
    partial: bool = False  # a surname with a title, not a full name
    listed: bool = False  # "Name, Role" form of an English committee list
    # Other readings of the same cell when its label/name boundary is ambiguous ("위원장민호":
    # chair 민호, or member 장민호); `boundary.resolve_boundaries` picks one.
    alternatives: tuple[Slot, ...] = ()


# Words printed beside a committee member's name that are not the name: the member's
# affiliation, position or degree ("서울대학교 교수 이재원", "Prof. Jae Won Lee, KAIST"), or
# a short run of letters, an acronym or a signature read as text ("육지민 Meyer").
_POSITION = re.compile(
    r"^(?:(?:부|조|명예|초빙)?교수|(?:공학|이학|문학|의학|법학|경영학|교육학|약학)?박사"
    r"|[A-Za-z]{2,8}"
    # A professor of the university its letters name: the Polish "prof. AGH", "prof. UW".
    r"|[Pp]rof\.?\s+[A-ZĄĆĘŁŃÓŚŹŻ]{2,6})$"
)


_RANK_OF = re.compile(
    rf"(?:{ACADEMIC_TITLE.pattern})\s+(?:of|de|d['’]|du|des|at|à|an|in|en|für|di|del)\b",
    re.IGNORECASE,
)
_HAN_AFFILIATION = re.compile(rf"^(?:{HAN_CHARACTER}*{HAN_INSTITUTION}|{HAN_TITLES})$")


def _affiliation(word: str) -> bool:
    """A piece after a name that says where or what the person is: "KAIST", "교수",
    "Professor", "Directeur de recherche", "Department of Computer Science", or the field of
    the member's department alone ("Ana Roe, Electrical and Computer Engineering")."""
    return (
        _POSITION.match(word) is not None
        or ACADEMIC_TITLE.match(word) is not None
        or is_official(word)  # "Prof. Weifeng Lv, Vice President of BUAA"
        or _HAN_AFFILIATION.match(word) is not None
        or names_an_organisation(word)
        or _field_of_study(word)
    )


# A unit named by its school's letters and one word: "KTU Electro", "ETH Zürich".
_ACRONYM_AND_WORD = re.compile(
    rf"^(?P<letters>[A-Z]{{2,5}})\s+(?P<word>[{LATIN_CAPITALS}][{LATIN_SMALLS}]+)$"
)


def unit_by_acronym(part: str) -> bool:
    """A piece after a name that names a school's unit by its letters, not a family name in
    capitals before a given name ("LI Wei", "KIM Minjun")."""
    found = _ACRONYM_AND_WORD.match(part.strip())
    if found is None:
        return False
    letters, word = found["letters"].casefold(), found["word"].casefold()
    return not (
        is_known_latin_surname(letters)
        or is_pinyin_syllable(letters)
        or is_pinyin_syllable(word)
        or korean_syllables(word) is not None
    )


def _field_of_study(text: str) -> bool:
    """Words that all name a discipline or a body ("Civil Engineering", "Computer Science")."""
    words = [word.casefold() for word in re.findall(r"[^\W\d_]+", text)]
    return bool(words) and all(word in LATIN_STOPWORDS for word in words)


# A rank of up to three words that ends on its noun, before a name or after it: "Associate
# Professor", "Research Staff-Lecturer", a chair named for its donor ("Eleanor Hart Professor").
# The noun in the languages that share it: "vanredni profesor", "Associate Professor".
_RANK_WORDS = (
    r"(?:[^\W\d_]+[\s-]+){0,3}?"
    r"(?:professor|profesor|professeur|professore|lecturer|fellow|researcher|scientist)"
)
_RANK_PIECE = re.compile(_RANK_WORDS, re.IGNORECASE)


_LEADING_TITLE = re.compile(
    r"^(?:(?:[가-힣]{0,3}박사|(?:부|조|명예|초빙|석좌|겸임|연구)?교수)\s+)+"
    # A rank of up to three words before the name ("Associate Professor", "Senior Lecturer",
    # "Academy Fellow", "Research Staff-Lecturer"): the rank ends on its noun.
    rf"|^{_RANK_WORDS}\s+"
    # Japanese and Chinese pages: "東京大学 教授 猿渡 洋", the university, then the rank,
    # with or without a space between them ("東北大学教授").
    rf"|^(?:{HAN_CHARACTER}*{HAN_INSTITUTION}\s*)?(?:{HAN_TITLES})\s+"
    # Russian: "профессор Кознов Д.В.", "доцент Кознов Дмитрий Владимирович".
    r"|^(?:профессор|доцент|академик)\s+",
    re.IGNORECASE,
)


def without_leading_rank(text: str) -> str:
    """The text without the titles and rank printed before a name ("Academy Fellow Oskar
    Lind" -> "Oskar Lind")."""
    return _LEADING_TITLE.sub("", text)


def rank_and_employer(text: str, *, ocr: bool = False) -> bool:
    """A line of a member's rank, degree or employer and no name ("Assistant Professor,
    Department of Mechanical Engineering, KAIST", "доктор технических наук, доцент"), printed
    under or over the name. An employer alone under the last name ("한국과학기술원") is as often
    the degree's university, and no rank."""
    return ACADEMIC_TITLE.match(text) is not None and not names_in(text, ocr=ocr)


def _trailing_syllable(part: str, stray: str = r"[가-힣]") -> str:
    """ "한동욱 위", "방지원인", "하 승 민 들": a full Hangul name, then one stray syllable (a
    seal's glyph, the "(인)" slot or the page edge read as text). Only when the whole is no
    name ("이재 원" stays "이재원", "하 승 민" is one name). `stray`: the syllables that may
    be stray (any on OCR lines; on a text layer only the seal slot's 인, which letter-spacing
    glues to the name: "정 다 은 인")."""
    words = part.split()
    joined = "".join(words)
    if len(words) == 1 and re.fullmatch(r"[가-힣]{4,5}", joined):
        words = [joined[:-1], joined[-1]]  # "방지원인": the seal slot's 인 glued to the name
    head = "".join(words[:-1])
    if (
        len(words) >= 2
        and re.fullmatch(r"[가-힣]{2,4}", head)
        and re.fullmatch(stray, words[-1])
        and not is_name(joined)
        and is_name(head)
    ):
        return head
    return part


def _one_name(part: str) -> tuple[str, bool] | None:
    if rank_alone(part) or _rank_of_employer(part):
        return None  # "Senior Researcher", "Professor Auxiliar": a rank, however it reads
    if surname_with_title(part):
        return part.replace(" ", ""), True
    cleaned = clean_token(_LEADING_TITLE.sub("", part))
    if re.fullmatch(r"[가-힣 ]+", cleaned):
        cleaned = cleaned.replace(" ", "")
    if rank_after_gap(part) and (ranked := name_then_rank(part)):
        return ranked  # "Andreas Lind  Professeur": a rank in the name's column
    if is_name(cleaned) or (cleaned.isupper() and is_name(cleaned.title())):
        # "RASHMI VINAYAK": a name set in capitals, as some CV templates print every field.
        return cleaned, False
    if long_iberian_name(cleaned):
        return cleaned, False
    # "서울대학교 교수 이재원": one name among affiliation and position words.
    words = collapse_spaced_hangul(part).split()
    names = [word for word in words if is_name(clean_token(word))]
    others = [word for word in words if word not in names]
    if len(names) == 1 and others and all(_affiliation(word) for word in others):
        return clean_token(names[0]), False
    if is_organisation_name(part):
        return None  # "Copenhagen Plant Science Centre" after a member's comma: where they work
    return name_then_rank(part)


# Parenthesized text beside a name is never the name: Hanja ("도경환 (都京煥)"), an
# affiliation, or the seal slot. On OCR lines the slot is often misread ("(Ob", "( 엘"), so
# everything from an opening parenthesis on is dropped. A signature or a pen stroke beside a
# name reads as symbol debris ("_ 류 채원 '\ ㅠ"): only the run of word tokens is kept.
PARENTHESIZED = re.compile(r"\([^()]*\)")
_OCR_SLOT = re.compile(r"\s[(（\[{«《〈<「『].*$")
# A letter of any script (Hangul syllables, "Müller", "Nguyễn", "王"), not a lone Hangul
# jamo: "ㅠ", "ㅣ" are a pen stroke or a rule read as a letter.
_OCR_LETTER = r"[^\W\d_\u3130-\u318f]"
_OCR_WORD = re.compile(rf"^{_OCR_LETTER}(?:{_OCR_LETTER}|[.,'’-])*$")
_LETTER = re.compile(_OCR_LETTER)


# OCR reads the space between a given name and a family name as a period now and then
# ("Ewan.Lyle"); an initial's period stays, with the space it lost ("J.Lyle" -> "J. Lyle").
_GLUED_PERIOD = re.compile(rf"(?<=[{LATIN_SMALLS}])\.(?=[{LATIN_CAPITALS}][{LATIN_SMALLS}])")


def _ocr_words(text: str) -> str:
    # Degrees first: set apart as initials, "M.Eng." would read "M. Eng", a name.
    text = with_initials_apart(_GLUED_PERIOD.sub(" ", without_indonesian_degrees(text)))
    text = _CAPITAL_I_AS_L.sub("I", text)
    tokens = _OCR_SLOT.sub("", f" {text}").split()
    while tokens and not _LETTER.search(tokens[0]):
        tokens.pop(0)  # a pen stroke or rule read before the name
    named = itertools.takewhile(lambda token: _OCR_WORD.match(token) or token in "，、", tokens)
    return " ".join(named).rstrip(",.，、 ")


# OCR reads a capital I as a small l: "loana-Maria Varga", "lvan Petrov" before a
# capitalised name (a word of three letters or more; "la Fontaine" keeps its particle).
_CAPITAL_I_AS_L = re.compile(r"(?<![\w'’-])l(?=[aeiouv][a-zà-ÿ]{2,}(?:-[A-Z]|\s+[A-Z]))")


# A piece that may open a person's name: a capital or a Hangul syllable, not "Engineering"
# alone (one word can be no full name).
_NAME_START = re.compile(rf"^(?:[{LATIN_CAPITALS}][\w'’.-]*\s+\S|[가-힣])")


def _russian_degree(part: str) -> bool:
    """A piece that is a Russian degree or rank and nothing else ("доктор технических наук",
    "д.т.н."): Russian pages print it before the name. Elsewhere a rank first opens a post
    ("Research Fellow, Marie Curie Actions"), not a name."""
    rank = ACADEMIC_TITLE.match(part)
    if rank is None or not has_cyrillic(part):
        return False
    # "доцент кафедри МТО": the rank and where it is held, no name after it.
    rest = part[rank.end() :].strip()
    return not rest or not any(word[:1].isupper() and word[1:].islower() for word in rest.split())


_ABBREVIATIONS = re.compile(r"(?:[^\W\d_]{1,6}\.\s*)+")


def _titles_alone(part: str) -> bool:
    """A piece of titles and nothing else ("Prof. Dr.", "Doctor of Science")."""
    titles = bool(_ABBREVIATIONS.fullmatch(part)) or titles_only(part)
    # An abbreviated title alone may read as a word ("Ing.", "MUDr."): its period says not.
    return titles and (not clean_token(part) or part.rstrip().endswith("."))


# A period that ends a sentence: after a word, not after an initial or a title ("Prof. J. Lee.
# Then"; the Portuguese feminine "Dra.", "Profa.").
_PERIOD_END = (
    r"(?<=[^\W\d_]{2})(?<!\bProf)(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bSt)(?<!\bIr)"
    r"(?<!\bDra)(?<!\bProfa)\."  # "Prof. Dra. Ana Lima", "Profa. Ana Lima"
)
# Such a period with the next sentence opening on a capital ("Prof. A. Lee. Rhodes Scholar").
_SENTENCE_STOP = re.compile(_PERIOD_END + r"\s+(?=[A-Z])")


# Another field of the line after a semicolon: "Promotor: A; Ko-promotor: B", or after a
# sentence's stop: "Committee: A (Lund), B. Chair of the defence: C".
_NEXT_FIELD = re.compile(
    r";\s*[^;:：]{2,30}[:：]|(?:(?<=[^\W\d_]{2})|(?<=\)))\.\s+[A-Z][^;:：.]{1,30}[:：]"
)


def names_in(text: str, *, ocr: bool = False) -> list[tuple[str, bool]]:
    """Names in the text after a label: [(name, is_partial)]; empty when anything else is there.
    A sentence of something else after the names ("Supervisor: Prof. A. Lee. Rhodes
    Scholar.") is left out when the whole is no list of names."""
    field = _NEXT_FIELD.search(text)  # "A, Ph.D.; Ko-promotor: B": the next field's
    text = text[: field.start()] if field else text
    # "prof. dr. A (Vilniaus universitetas, gamtos" / "mokslai, fizika)": the employer's
    # bracket wraps onto the next line.
    text = OPEN_BRACKET_AT_END.sub("", text)
    # "A, Professor Auxiliar da Faculdade de Ciências da" / "Universidade de X": the
    # employer's name wraps after its preposition; the piece after the name's comma goes.
    text = _EMPLOYER_WRAPPED.sub("", text)
    found = _names_in(text, ocr=ocr)
    if not found and (stop := _SENTENCE_STOP.search(text)):
        found = _names_in(text[: stop.start()], ocr=ocr)
    return found


_EMPLOYER_WRAPPED = re.compile(
    r",[^,]*\s(?:da|do|de|dos|das|di|del|della|of|at)\s*$", re.IGNORECASE
)


# The number of a numbered list of members ("1. Prof. Dr. Falk Reuter", "(2) Edda Kranz"), or
# the mark of a list's item ("– Prof. Edda Kranz (Université de Rennes)").
_ORDINAL = re.compile(rf"^\s*(?:\d{{1,2}}[.)]|\(\d{{1,2}}\)|{BULLET}|[–—-])\s+(?=\D)")


def without_ordinal(text: str) -> str:
    """The text without the number or the mark of a list's item that opens it."""
    return _ORDINAL.sub("", text)


# "Professor Associado da FCTUN", "Investigador Principal do LNEX": a rank, then where it is
# held after a preposition; its words read as a name with a particle ("Associado da FCTUN").
_OF_EMPLOYER = re.compile(
    r"\s*(?:da|do|de|dos|das|di|del|della|of|at|en|em|na|no)\s", re.IGNORECASE
)


def _rank_of_employer(part: str) -> bool:
    rank = ACADEMIC_TITLE.match(part)
    return rank is not None and bool(_OF_EMPLOYER.match(part, rank.end()))


# A text in brackets as a whole: "(Associate Professor X, Ph.D.)", "(NTU)", "(Supervisor)".
WHOLLY_BRACKETED = re.compile(r"^\s*\((?P<inner>[^()]+)\)\s*$")


def _names_in(text: str, *, ocr: bool) -> list[tuple[str, bool]]:
    text = without_ordinal(text)
    if ocr:
        text = _ocr_words(text)  # before the markers go: "(인)" is where the name ends
    text = MARKERS.sub(" ", text)
    # "(Associate Professor Lidia Harcourt, Ph.D.)": Thai, Malay and Indonesian forms print the
    # signer's name in brackets under the signature line; a bracket around the whole is no
    # aside to the name.
    if whole := WHOLLY_BRACKETED.match(text):
        text = whole["inner"]
    if single := _SINGLE_NAME.match(without_titles(text)):
        return [(single.group("name"), False)]
    text = without_indonesian_degrees(PARENTHESIZED.sub(" ", text))
    text = _TITLE_SUFFIX.sub("", _DEGREE_SUFFIX.sub("", text)).strip(" :：-")
    employer = _DASHED_EMPLOYER.search(text)
    if employer is not None and (
        names_an_organisation(employer["employer"])
        or ACADEMIC_TITLE.match(employer["employer"])
        or _DEGREE_FIRST.match(employer["employer"])
    ):
        # "Prof. A — Danmarks Tekniske Universitet", "Гнатюк Олег Степанович – доктор
        # технічних наук, професор": the employer, or the degree and rank, after a dash.
        text = text[: employer.start()]
    if not text or len(text) > _MAX_CELL_CHARS + _MAX_AFFILIATIONS * _MAX_AFFILIATION_CHARS:
        return []
    found: list[tuple[str, bool]] = []
    named = 0  # characters of the names read: titles and affiliations beside them aside
    affiliated = False  # the last piece began an affiliation after a name
    ranked = False  # a rank followed the last name: where the member works comes next
    for part in _split_names(text):
        part = part.strip()
        if not part:
            continue
        part = _trailing_syllable(part) if ocr else _trailing_syllable(part, "[인印]")
        if found and ends_on_a_country(f", {part}"):
            # "H. Smits, University of Oxford, United Kingdom": the employer's country.
            affiliated = True
            continue
        if ranked and without_titles(part) == part:
            # "Tomas Lund, Professor, Political Science": the field after the member's rank,
            # however much it reads as a name; a titled name is the next member.
            continue
        # "Professeur de l'Institut Fourier" after a name is a post, though its words could
        # pass for a name with particles ("Professor Jane Roe" is a title and a name).
        if found and (rank_alone(part) or _RANK_PIECE.fullmatch(part)):
            ranked = True  # "Eleanor Hart Professor" would read as a name with its rank
            continue
        if found and unit_by_acronym(part):
            affiliated = True  # "Prof. Jens Lund, KTU Electro": the school's unit
            continue
        name = None if found and _RANK_OF.match(part) else _one_name(part)
        if name is None:
            if not found and (_russian_degree(part) or _titles_alone(part)):
                # "д.т.н., профессор Кознов Д.В.": the member's degree before the name; "Prof.
                # Dr., Colonel X": the academic titles before a comma and a military rank.
                continue
            if found and _titles_alone(part):
                # "Renato Silva, Prof. Dr.": a Brazilian sheet's titles after the name; a
                # Czech form's ("Novák Petr, Ing., Ph.D., FIT VUT") before where they work.
                ranked = True
                continue
            if found and (_affiliation(part) or (affiliated and not _NAME_START.match(part))):
                # "Prof. Jae Won Lee, KAIST": the affiliation after the name, however the
                # splitter cut it ("Department of Computer Science" / "and" / "Engineering").
                affiliated = True
                continue
            # An affiliation first ("University of California, Los Angeles") names a place.
            return []  # one piece is not a name: this is not a list of names
        affiliated = ranked = False
        named += len(name[0])  # titles aside: "Prof. Dr." lengthens no name
        found.append(name)
    return found if named <= max(_MAX_CELL_CHARS, _MEMBER_CHARS * len(found)) else []


# A member's degree opening what follows the dash: "– PhD, associate professor".
_DEGREE_FIRST = re.compile(r"^\s*(?:ph\.?\s?d\b|d\.\s?sc\b|dr\.|sc\.\s?d\b)", re.IGNORECASE)
# The employer after a spaced dash, to the end of the text.
_DASHED_EMPLOYER = re.compile(r"\s+[–—-]\s+(?P<employer>[^–—]+)$")


# Where a sentence ends: such a period, or a semicolon, colon or mark.
_SENTENCE_END = re.compile(_PERIOD_END + r"(?:\s|$)|[;:!?]")


def leading_names(text: str) -> list[tuple[str, bool]]:
    """The names a phrase of prose opens on ("Francisco Couto and Luka Clarke, Approved with
    Distinction"): the pieces up to the first that is no name, within the sentence."""
    found: list[tuple[str, bool]] = []
    for part in _split_names(_SENTENCE_END.split(MARKERS.sub(" ", text), maxsplit=1)[0]):
        name = _one_name(part.strip()) if part.strip() else None
        if name is None:
            break
        found.append(name)
    return found


def confidence(cell: Cell, base: float, name: str) -> float:
    return min(base, cell.confidence_of(name)) if cell.box is not None else base


_CONFIDENT = 0.7  # an OCR reading at or above this is taken as read (HUMAN_REVIEW_CONFIDENCE)


def _one_syllable_apart(left: str, right: str) -> bool:
    """Same Hangul surname and length, one given-name syllable different ("하층민"/"하승민")."""
    if len(left) != len(right) or len(left) < 3 or not re.fullmatch(r"[가-힣]+", left + right):
        return False
    return left[0] == right[0] and sum(a != b for a, b in zip(left, right, strict=True)) == 1


def reconcile_ocr_readings(slots: list[Slot]) -> list[Slot]:
    """An approval page prints the advisor again among the committee, so one name appears
    twice: when OCR read one occurrence uncertainly and one syllable off from a confident
    reading on the same page, it is that person (not a second, invented one). The uncertain
    slot keeps its low confidence, so a person still reviews it."""
    confident = [s for s in slots if s.line.ocr and s.confidence >= _CONFIDENT and not s.partial]
    reconciled: list[Slot] = []
    for slot in slots:
        if slot.line.ocr and not slot.partial and slot.confidence < _CONFIDENT:
            twins = {
                other.name
                for other in confident
                if other.line.page == slot.line.page and _one_syllable_apart(other.name, slot.name)
            }
            if len(twins) == 1:
                slot = replace(slot, name=twins.pop())
        reconciled.append(slot)
    return reconciled
