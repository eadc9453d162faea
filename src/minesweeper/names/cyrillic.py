"""Personal names in Cyrillic script, as Russian, Ukrainian, Bulgarian, Serbian, Mongolian and
Kazakh theses print them (a Mongolian name is the father's initial and the given name:
"Д.Ганбаатар").

A full name is two or three capitalised words: family name, given name and patronymic in
either order ("Кознов Дмитрий Владимирович", "Дмитрий Владимирович Кознов"), or a given and a
family name ("Дмитрий Кознов"); a three-word name holds a patronymic, so three capitalised
words of a heading are no name. Initials stand for the given name and patronymic ("Д. В.
Кознов", "Кознов Д.В."). A word of a heading, a degree or an institution is never part of a
name.
"""

from __future__ import annotations

import re

from minesweeper.names.stopwords import words

# One capitalised word (a hyphen may join two: "Римский-Корсаков"); the Ukrainian apostrophe,
# and the letters Mongolian and Kazakh add ("Тэмүүлэн", "Өлзий", "Әлібек").
_CAPITAL = "А-ЯЁІЇЄҐЎҮӨӘҒҚҢҰҺЂЈЉЊЋЏЃЌЅ"
_SMALL = "а-яёіїєґўүөәғқңұһђјљњћџѓќѕ'’"
_WORD = re.compile(rf"^[{_CAPITAL}][{_SMALL}]+(?:-[{_CAPITAL}][{_SMALL}]+)?$")
_INITIAL = re.compile(rf"^[{_CAPITAL}]\.?$")  # a cleaned name may have lost its last period
# ... and the Kazakh patronymic's "son of" and "daughter of" ("Серікұлы", "Серікқызы").
_PATRONYMIC = re.compile(r"(?:ович|евич|ич|овна|евна|ична|инична|івна|ївна|[ұу]лы|[қк]ызы)$")
# Endings of Slavic family names: "-ић" (Serbian), "-ов(а)", "-ев(а)", "-ин(а)", "-ски", "-ска".
_FAMILY_ENDING = re.compile(r"(?:ић|ов|ова|ев|ева|ин|ина|ски|ска|цки|цка)$")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
# Capitalised words of title pages and jury pages that no name holds (lowercase).
_NON_NAME_WORDS = frozenset(
    words(
        """
    научный научные руководитель руководители консультант официальный официальные оппонент
    оппоненты председатель секретарь ведущая организация доктор кандидат профессор доцент
    академик наук диссертация диссертации автореферат университет институт академия
    кафедра факультет лаборатория центр министерство москва россия российская федерация
    государственный государственная федеральное защита специальность соискатель глава
    введение заключение содержание оглавление список литературы работа рукописи правах
    """
    )
)


def is_patronymic(word: str) -> bool:
    """A Russian, Ukrainian or Kazakh patronymic ("Петрович", "Іванівна", "Серікқызы")."""
    return _WORD.match(word) is not None and _PATRONYMIC.search(word) is not None


def has_cyrillic(text: str) -> bool:
    return _CYRILLIC.search(text) is not None


def looks_like_cyrillic_name(text: str) -> bool:
    """A plausible personal name in Cyrillic script (see the module's forms)."""
    tokens = text.replace(".", ". ").split()  # "Д.В." is two initials
    words = [token for token in tokens if not _INITIAL.match(token)]
    if len(words) not in (1, 2, 3) or not all(_WORD.match(word) for word in words):
        return False
    if any(word.casefold() in _NON_NAME_WORDS for word in words):
        return False
    initials = len(tokens) - len(words)
    if initials:
        # One family name with the initials before or after it: "Д. В. Кознов", "Кознов Д. В.".
        return len(words) == 1 and initials <= 2 and tokens.index(words[0]) in (0, initials)
    if len(words) == 2:
        return True
    # Three words: the patronymic last (family name first) or in the middle, or a given name
    # and two family names, as Serbian married names print them ("Сана Стојановић Ђурић").
    return any(_PATRONYMIC.search(word) for word in words[1:]) or (
        len(words) == 3 and all(_FAMILY_ENDING.search(word) for word in words[1:])
    )


# Russian and Ukrainian letters as English-language pages spell them (BGN/PCGN, close to the
# passports' spelling); "х" is also spelled "h", and a given name's "-ий" and "-ия" are
# spelled "-y" and "-ia" as often as "-iy" and "-iya" ("Дмитрий" Dmitriy / Dmitry).
_LATIN_LETTERS = str.maketrans(
    {
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh",
        "з": "z", "и": "i", "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o",
        "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f", "х": "kh", "ц": "ts",
        "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu",
        "я": "ya", "і": "i", "ї": "yi", "є": "ye", "ґ": "g", "ў": "u", "'": "", "’": "",
        # Kazakh letters, as English-language pages spell them ("Жақсыбек" Zhaksybek).
        "ә": "a", "ғ": "g", "қ": "k", "ң": "n", "ө": "o", "ұ": "u", "ү": "u", "һ": "h",
        # Serbian and Macedonian letters, as their Latin alphabets spell them.
        "ђ": "đ", "ј": "j", "љ": "lj", "њ": "nj", "ћ": "ć", "џ": "dž", "ѓ": "gj", "ќ": "kj",
        "ѕ": "dz",
    }
)  # fmt: skip
# ... and a "е" at a word's start or after a vowel "ye" ("Ербол" Yerbol, "Сарбаева"
# Sarbayeva), a "йі" after a vowel "i" ("Сейітбек" Seitbek), "ай" and "ей" "ai", "ei".
_SHORT_ENDINGS = (
    (re.compile(r"iy\b"), "y"),
    (re.compile(r"iya\b"), "ia"),
    (re.compile(r"(?<=[aeiou])yi"), "i"),
    (re.compile(r"(?<=[aeoAEO])y(?![aeiouy])"), "i"),  # "ай", "ей" as "ai", "ei": Aibek, Nikolai
)
_YE = re.compile(r"\b[Ee](?=[a-z])|(?<=[aeiou])e")
_KH = re.compile(r"kh")
# Ukraine's national romanization (2010), which its passports and papers use: "г" is "h",
# "и" is "y", and "є", "ї", "й", "ю", "я" are "ie", "i", "i", "iu", "ia" inside a word but
# "ye", "yi", "y", "yu", "ya" at its start ("Олег Гнатюк" Oleh Hnatiuk, "Наталія" Nataliia).
_UKRAINIAN_LETTERS = str.maketrans(
    {
        "г": "h", "и": "y", "й": "i", "ї": "i", "є": "ie", "ю": "iu", "я": "ia", "ь": "",
        "'": "", "’": "",
    }
)  # fmt: skip
_UKRAINIAN_FIRST = str.maketrans({"й": "y", "ї": "yi", "є": "ye", "ю": "yu", "я": "ya"})


def _spelled(word: str) -> str:
    latin = word.lower().translate(_LATIN_LETTERS)
    return latin[:1].upper() + latin[1:]


def _spelled_ukrainian(word: str) -> str:
    lower = word.lower()
    lower = lower[:1].translate(_UKRAINIAN_FIRST) + lower[1:]
    latin = lower.translate(_UKRAINIAN_LETTERS).translate(_LATIN_LETTERS)
    return latin[:1].upper() + latin[1:]


def latin_forms(text: str) -> tuple[str, ...]:
    """A Cyrillic name as a Latin page spells it, given name first and the patronymic left
    out ("Стельмах Дмитрий Андреевич" -> "Dmitriy Stelmakh", "Dmitry Stelmakh"; "Стельмах Д. А."
    -> "D. A. Stelmakh"), in the Russian-style and the Ukrainian spelling ("Гнатюк Олег" ->
    "Oleg Gnatyuk", "Oleh Hnatiuk"); () for anything that is no such name."""
    if not looks_like_cyrillic_name(text):
        return ()
    tokens = text.replace(".", ". ").split()
    initials = [token.rstrip(".") for token in tokens if _INITIAL.match(token)]
    words = [token for token in tokens if not _INITIAL.match(token)]
    if initials:
        ordered = [*initials, words[0]]
    else:
        ordered = [word for word in words if not _PATRONYMIC.search(word)]
        if len(words) == 3 and _PATRONYMIC.search(words[2]):
            ordered = [words[1], words[0]]  # family name, given name, patronymic
    forms: list[str] = []
    for speller in (_spelled, _spelled_ukrainian):
        spelled = " ".join(
            f"{speller(word)}." if word in initials else speller(word) for word in ordered
        )
        short = spelled
        for pattern, replacement in _SHORT_ENDINGS:
            short = pattern.sub(replacement, short)
        ye = _YE.sub(lambda found: "Ye" if found.group(0) == "E" else "ye", short)
        forms += [spelled, short, _KH.sub("h", short), ye]
    return tuple(dict.fromkeys(forms))
