"""Cleaning a printed name: titles, role labels, seal markers, footnote marks, letter-spacing.

`display_name` keeps case and spacing for people to read; `normalize_name` is the comparison
key. The key is at least as strong as the evaluation corpus's `norm()` (NFKC, parentheses,
titles, case, whitespace, punctuation and digits all removed), with more titles and labels
stripped and "Family, Given" turned to given-name-first order.
"""

from __future__ import annotations

import re
import unicodedata

from minesweeper.names.hangul import is_hangul_syllable

# Role labels printed before a name on approval pages. Long labels are stripped even when glued
# to the name; two-syllable ones only before a space or colon, because 위 and 주 are surnames
# too (위원석 is a person, not 위원 + 석).
_LONG_KOREAN_LABELS = ("공동지도교수", "심사위원장", "지도교수", "부위원장", "심사위원", "위원장")
_SHORT_KOREAN_LABELS = ("위원", "주심", "부심", "교수", "심사")
_KOREAN_LABEL_PREFIX = re.compile(
    r"^(?:(?:" + "|".join(_LONG_KOREAN_LABELS) + r")\s*[:：]?"
    r"|(?:" + "|".join(_SHORT_KOREAN_LABELS) + r")(?:\s*[:：]|\s))\s*"
)
_LATIN_LABEL_PREFIX = re.compile(
    r"^(?:(?:co[- ]?)?(?:advisor|adviser|supervisor)|committee\s+(?:chair|member)|chair(?:person)?"
    r"|member|referee|examiner|approved\s+by|signed?|signature)\s*[:：]\s*",
    re.IGNORECASE,
)
# The capital letters of the Latin script for a regular expression's character class: `re`
# has no \p{Lu}, and "[A-Z]" misses the capitals that open Polish, Czech, Turkish, Nordic,
# Spanish and Vietnamese names ("Łucka", "Šimek", "Özdemir", "Ørsted", "Ávila", "Đỗ", "Lộc":
# Vietnamese stacks its tone marks in Latin Extended Additional).
_EXTENDED_LATIN = (*range(0x100, 0x250), *range(0x1E00, 0x1F00))
LATIN_CAPITALS = "A-ZÀ-ÖØ-Þ" + "".join(chr(code) for code in _EXTENDED_LATIN if chr(code).isupper())
LATIN_SMALLS = "a-zß-öø-ÿ" + "".join(chr(code) for code in _EXTENDED_LATIN if chr(code).islower())
# Every Latin letter, for a character class.
LATIN_LETTERS = "A-Za-zÀ-ÖØ-öø-ɏḀ-ỿ"


# Titles in any case when followed by a period or spelled out ("Professor", "A/Prof.",
# "Emeritus Professor", Swedish "Docent"; Dutch "ir.", "drs.", Italian "Dott.", "Dott.ssa",
# "Ing.", "Chiar.mo", "Ch.ma", Spanish "Dra.", German "Dr. habil.", "Priv.-Doz.", Czech and Slovak
# "Mgr.", "RNDr.", "doc.", French "Pr.", and "Ph.D." before a name as Korean result tables
# print 공학박사; Portuguese universities spell out "Doctor", "Doutora"); the two-letter ones
# without a period only in Title or lower case, because "MS Nam" and "DR Kim" are initials.
# "Profs." (Italian "Proff.") opens a list of professors ("Profs. Ana Ruiz y Luis Vega").
# Turkish ranks: "Doç." (associate professor; OCR in English reads "Dog."), "Yrd. Doç." and
# "Dr. Öğr. Üyesi" (assistant professor), "Öğr. Gör." and "Arş. Gör." (lecturer, research
# assistant); "Asc." and "Assist." are Turkish schools' English forms. A military academy
# prints its members' military rank after their academic one ("Prof. Dr., Colonel"):
# capitalised, before a name.
# German doctorates name their faculty after "Dr." ("Dr. rer. nat.", "Dr. sc. techn.", an
# honorary "Dr. h. c." in lower case, so that "Dr. H. C. Kim" keeps his initials), as Japanese
# and Indonesian pages name the doctor of engineering ("Dr. Eng. Budi Santoso"), and German
# ranks are "Universitätsprofessor", "apl. Prof.", "Jun.-Prof." and "PD" (Privatdozent) before
# "Dr."; Polish ranks are "prof. nzw. dr hab. inż.". French juries print civil titles: "Mme",
# "Mlle", and "M." before a given name and a surname ("M. Lucien Garnier"; "M. Garnier" is an
# initial), and spell them out before a title ("Monsieur le Professeur"). Vietnamese pages
# print ranks and degrees as "PGS.TS".
_GERMAN_FACULTY = (
    r"(?:\s*(?:(?i:rer|sc|med|phil|jur|iur|theol|oec|paed|techn|nat|pol|soc|vet|dent|agr|mult"
    r"|eng)\."
    r"|h\.\s?c\.))*"
)
_LATIN_TITLE = re.compile(
    # After a Spanish doctor's title "D." is don before any given and family name ("Dr. D.
    # Íñigo Sarasola"); "Dr. D. Kim" keeps the initial.
    rf"^(?:Dra?\.\s+D\.(?=\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+\s+[{LATIN_CAPITALS}])"
    # Cuba's doctor of sciences, "Dr.C." or "Dr. Cs."; "Dr. C." before a given name and two
    # family names (before fewer, "C." may be an initial).
    r"|Dr\.\s?Cs\.|Dr\.\s?C\."
    rf"(?=\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}]+(?:\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}]+){{2,}})"
    r"|(?i:ing\.\s?com|dr\.-ing|dipl\.-ing|univ\.-prof|jun\.-prof|priv\.-doz|rev|hon|ir|drs|dott|dra"
    r"|ph\.\s?d|habil|hab|inga|ing|in[żz]|n?zw|mgr|(?:rn|ph|mu|ju|paed)dr|doc|pr|mag|bc|profa|apl"
    # Latin American "M.Sc.", "Lic.", "Mg." and "Mgtr." before a name, Mexican "Mtro.", "Mtra."
    # (master) and "Arq." (architect), Brazilian "Me." (mestre) and "Esp." (specialist);
    # Romanian "Lect.", "Conf." (associate professor), "Asist." and "Drd." (a doctoral
    # candidate), "Prof. univ. dr."; Slovenian "izr. prof." and "red. prof.", Croatian "izv.
    # prof." and Serbian "vanr. prof." (associate and full professor); an emeritus's "Prof. em.";
    # Czech "Ing. arch.", "Mgr. art."; the Philippine engineer's and attorney's "Engr.", "Atty.";
    # a Central American woman engineer's "Inga.";
    # the assistant's "Ass." of Congolese and Belgian universities (a junior teaching rank).
    r"|m\.\s?sc|msc|lic|mg|mgtr|mtr[oa]|arq|me|esp|lect|conf|asist|ass|drd|univ|izr|izv|vanr|red"
    r"|engr|atty"
    # Ecuadorian and Andean titles: "Ing. Com." (commercial engineer), "Econ.", "Lcdo." /
    # "Lcda." (licentiate), "Abg." (lawyer), "Mgs." (magister).
    r"|econ|lcd[oa]|abg|mgs"
    # A Latvian master's field after "mg.": "mg. oec." (economics), "mg. sc. comp.".
    r"|oec|comp"
    r"|em|emer|arch|art)\."
    r"(?i:ssa\b\.?)?"
    r"|(?i:ch(?:iar)?\.m[oa])\b\.?"  # "Chiar.mo", "Ch.ma" (the Italian honorific)
    # Russian and Ukrainian ranks before a name: "проф.", "доц.", "профессор", "доцент", "д-р".
    r"|(?i:проф|доц|акад)\.|(?i:професс?ор|доцент|академик|д-р|др)(?=\s)"
    # ... and degrees abbreviated in lower case: "д.т.н." (doctor of technical sciences),
    # "к.ф.-м.н." ("К. Н. Петров" is initials).
    r"|[дк]\.\s?(?:[а-я]{1,2}[.-]{1,2}\s?)+н\."
    # Russian degrees spelled out: "Doctor of Science, Docent", "Candidate of Technical Sciences".
    r"|(?i:(?:doctor|candidate)\s+of\s+(?:[\w-]+\s+){0,2}sciences?\b,?)"
    # Austrian "Ao. Univ.-Prof." (extraordinary), Latvian "asoc. prof.", "Ass. Prof."
    # ... and "O.Univ.Prof." (ordentlicher: a full professor).
    r"|(?i:a\.?\s?o\.\s*|o\.\s?)(?=(?i:univ\.-?\s?prof))"
    r"|(?i:(?:assoc(?:iate)?|asoc|asc|ass|asst|assist(?:ant)?|adj(?:unct)?|emerit(?:us|a))\.?\s*"
    r"|a/\s*)?"
    # Spanish, Polish, Latvian and Finnish spell the rank out ("Profesora", "Profesors",
    # "Professori", "Dosentti", "Tohtori"), as Nordic pages do the lecturer ("Lektor",
    # "Universitetslektor", "Førsteamanuensis", "Yliopistonlehtori"); Malaysian associate
    # professors are "Profesor Madya".
    r"(?i:(?:universit[äa]ts|apulais)?prof(?:essor(?:in|i)?|esor(?:a|s)?|s|f)?|docents?|dosentti"
    r"|dotsent|doctora?|doutora?|professora|tohtori|(?:universitets)?lektor|førsteamanuensis"
    r"|yliopistonlehtori)\b\.?(?i:\s+madya\b\.?)?"
    # "Prof.ssa", and the Portuguese feminine "Prof.ª", "Dr.ª" (NFKC reads "ª" as "a").
    r"(?:(?i:ssa)\b\.?|[ªa](?!\w)\.?)?"
    r"|(?i:yrd\.\s*)?(?i:do[çcg])\.|(?i:[öo][ğg]r|ar[şs])\.\s*(?i:[üu]yesi\b|g[öo]r\.)"
    # "DDr." (an Austrian double doctorate).
    r"|(?i:d?dr)\." + _GERMAN_FACULTY + r"(?:[ªa](?!\w)\.?)?|(?i:mrs?|ms|mx)\.|PD(?=\s+Dr\.)"
    # "MRS ABIR KASSAB", "MR ANIS HAMDI": civil titles in a line of capitals (not "MS", which
    # may be initials).
    rf"|MRS?(?=\s+[{LATIN_CAPITALS}]{{2,}}\s+[{LATIN_CAPITALS}]{{2,}})"
    # Malaysia's professional technologist before another title ("Ts. Dr.").
    r"|Ts\.(?=\s*(?:Dr|Ir|Prof)\b)"
    # Pakistan's "Lec" (a lecturer) is printed without its period.
    r"|(?:Dr|Pr|Mrs?|Ms|Mx|Sir|Dame|dr|mrs?|ms|Mmes?|Mlles?|Lec)\b"
    # "M. Jean-Pierre MARCHAND": a hyphenated given name is one.
    rf"|MM?\.(?=\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+(?:-[{LATIN_CAPITALS}][{LATIN_SMALLS}]+)?\s+"
    r"(?:(?:de|du|des|van|von|le|la)\s+|d['’])?"
    rf"[{LATIN_CAPITALS}]"
    # ... and before the family name in capitals, then the given name ("M. BERGER Lucien",
    # "M. D’ARCY Lucien").
    rf"|\s+(?:[{LATIN_CAPITALS}]['’])?[{LATIN_CAPITALS}]{{2,}}(?:[-\s][{LATIN_CAPITALS}]{{2,}})*"
    rf"\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}])"
    # French juries and medical theses: "Monsieur le Professeur X", "Madame le Docteur X",
    # "Monsieur Professeur X", "Madame la Professeure X"; the article only before the title.
    r"|(?:Monsieur|Madame|Mademoiselle|MONSIEUR|MADAME)"
    rf"(?:\s+l[ea](?=\s+(?i:professeure?|docteure?)))?(?=\s+[{LATIN_CAPITALS}])"
    # The French rank as a title only before a name: "Professeur, LIG" is a rank and employer.
    rf"|(?i:professeure?|docteure?)(?=\s+[{LATIN_CAPITALS}])"
    # Spanish civil titles: "Dña." and "D." (don) before a given name and two family names
    # ("D. Íñigo Sarasola Echeverría", "D. Jaime Ruiz de Olano Vidal"; before fewer words
    # "D." may be an initial).
    # ("Dª." reads "Da." once normalised, and OCR reads "ñ" as "fi", "i", "ii" or "it":
    # "Dfia.", "Dia.", "Diia.", "Dita."), and the article before a doctor's or professor's
    # title ("y la Dra. X", "il Prof. Y").
    r"|D(?:ña|fia)\.?(?=\s)|D(?:ia|iia|ita)\.(?=\s)|D\.?a\.(?=\s)|(?:el|la|il|lo)(?=\s+(?:Dra?|Prof(?:\.ssa|a)?|Dott)\.)"
    rf"|D\.(?=\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+"
    rf"(?:\s+(?:[{LATIN_SMALLS}]{{1,3}}\s+)*[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+){{2}})"
    # Vietnamese degrees and ranks: "PGS.TS" (associate professor, doctor), "GS.TSKH", "TS.",
    # "ThS." (master); "TS" only with its period, as "TS Nguyen" may be initials.
    r"|P?GS\.\s?(?:TSKH|TS)\b\.?|(?:TSKH|TS)\.|Th\.?S\b\.?"
    # Spanish "Fdo.:" (signed) before the signatory's name on a record of evaluation.
    r"|Fdo\.\s*:?"
    r"|(?:Colonel|Col\.|Lieutenant|Lt\.|Major|Maj\.|Captain|Capt\.|Commander|Cdr\.|General"
    rf"|Gen\.|Brigadier|Admiral)(?=\s+[{LATIN_CAPITALS}]))\s*"
)


def without_titles(text: str) -> str:
    """The text without the titles it opens on ("Prof. dr. ir. K. Janssens" -> "K. Janssens";
    "Chiar.ma Prof.ssa" -> "")."""
    previous = None
    while previous != text:
        previous = text
        text = _LATIN_TITLE.sub("", text.strip(), count=1)
    return text


def opens_on_a_title(text: str) -> bool:
    """Whether the text opens on a title ("Dr. Ana Ruiz"), as a supervisor's name does and a
    student's does not."""
    return without_titles(text) != text.strip()


# Degrees and generations after a name: "Ph.D.", "Ed.D.", "Sc.D.", "D.Phil.", "M.D.", "Jr.",
# and the Czech and Slovak candidate and doctor of sciences, "CSc.", "DrSc.". The doctor of
# engineering is "D.Eng." or "DEng", never "Deng", a Chinese family name.
DEGREE_SUFFIX = (
    # Masters' degrees only in their mixed-case spelling ("MSc", "MPhil"): "MA" and "BA" in
    # capitals may be a family name.
    r"(?:(?-i:M\.?\s?Sc|B\.?\s?Sc|MPhil|MRes|MEng|MBA)"
    r"|(?:ph|ed|sc|psy|pharm|eng)\.?\s?d|d\.?\s?(?:phil|sc)|d\.\s?eng|(?-i:DEng|DENG)"
    r"|m\.?\s?d|jr|sr|(?:dr|c)sc)\.?"
)
DEGREE_ALONE = re.compile(DEGREE_SUFFIX, re.IGNORECASE)  # fullmatch: a cell of "Ph.D." only
_LATIN_SUFFIX = re.compile(rf"[,\s]+{DEGREE_SUFFIX}\s*$", re.IGNORECASE)
# Indonesian degrees after a name, one or several ("Ari Santoso, S.Kom., M.T.", "Dewi
# Lestari, S.T. M.Kom."): a capital and a short lowercase word ("S.Kom.", "M.Si.", "S.Pd."),
# two dotted capitals ("S.T.", "M.M."), "MT", "MM", "MH", "ST", "SE", "SH" undotted, or
# "S.ST" (an applied science degree), and the engineer's "Ir." that bylines print after the
# name ("Ari Santoso, Ir., M.T."). Case matters: "S. Lee" is an initial and a surname.
_SHORT_DEGREE = r"[SM]\.[A-Z]\.|[SM][TMHE]\b\.?|S\.ST\b\.?|Ir\."
WORDED_DEGREE = r"[SMD]\.[A-Z][a-z]{1,4}\.?"
INDONESIAN_DEGREE = rf"(?:{WORDED_DEGREE}|{_SHORT_DEGREE})"
_INDONESIAN_DEGREES = re.compile(
    rf",\s*{INDONESIAN_DEGREE}(?:[\s,]+{INDONESIAN_DEGREE})*(?=\s*(?:,|$))"
)


def without_indonesian_degrees(text: str) -> str:
    """The text without the Indonesian degrees after each full name; after one word they may
    be initials ("Park, S.Y.")."""

    def peeled(found: re.Match[str]) -> str:
        before = text[: found.start()].rsplit(",", 1)[-1]
        return "" if len(before.split()) >= 2 else found.group(0)

    return _INDONESIAN_DEGREES.sub(peeled, text)


# Trailing Korean honorifics and titles (교수님, 박사, 선생님, 님), with or without a space.
# A generation printed after the family names ("Júnior", "Neto", "Filho", "Jr.", "III"): no
# name of its own, and left out by citations ("Paulo Renner dos Anjos Júnior" is "P. R. d. Anjos").
GENERATIONS: frozenset[str] = frozenset(
    {"junior", "júnior", "jr", "senior", "sr", "neto", "neta", "filho", "filha", "sobrinho"}
    | {"ii", "iii", "iv"}
)
_KOREAN_TITLE_SUFFIX = re.compile(r"\s*(?:교수님|교수|박사님|박사|선생님|님)$")
# Academic titles printed after (Chinese "王伟 教授", "陈静 副研究员", "冯立 高级工程师") or
# before (Japanese "教授 山田 太郎") a name written in Chinese characters; Korean Hanja pages
# print 敎授 the same way.
# One character of Chinese script (CJK ideographs, extension A, compatibility ideographs), and
# the Japanese iteration mark that repeats the one before it (佐々木, 野々村).
HAN_CHARACTER = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3005]"
# The word that ends the name of a university, college, institute or hospital in Chinese
# characters (北京大学, 東京大學, 中国科学院研究所); Korean Hanja spells research "硏究".
HAN_INSTITUTION = r"(?:大学|大學|学院|學院|[研硏]究所|[研硏]究院|医院|醫院)"
# A name written in Chinese characters: two to four of them (王伟, 欧阳明, 司马相如).
HAN_NAME = re.compile(rf"{HAN_CHARACTER}{{2,4}}")
HAN_TITLES = (
    # Japanese and Chinese grades before a rank: "主任研究員" (senior researcher), "特任准教授",
    # "首席研究员", "上席研究員".
    # A chair professor, "讲席教授"; a research (associate) professor, "研究副教授".
    # Korean ranks a "責任硏究員" (senior researcher) or a "先任硏究員".
    r"(?:主任|首席|上席|特任|主幹|主干|讲席|講席|[研硏]究|責任|先任)?(?:副|准|助理|客座|名誉|名譽|特聘)?"
    r"(?:教授|敎授|研究员|[研硏]究員)"
    r"|讲师|講師|助教"
    # A doctor or master of a field: "工學博士" (engineering), "理學碩士".
    r"|(?:高级|高級)?(?:工程师|工程師)|院士|(?:[工理文醫医法農农藥药商經经教][學学])?(?:博士|碩士|硕士)"
    r"|先生|老师|老師"
)
# After a name in Chinese characters, or in katakana ("ハンセン エリック 教授").
_HAN_TITLE_SUFFIX = re.compile(rf"(?<={HAN_CHARACTER}|[ァ-ヺー])\s*(?:{HAN_TITLES})$")
_HAN_TITLE_PREFIX = re.compile(rf"^(?:{HAN_TITLES})\s+(?={HAN_CHARACTER})")
# Seal and signature markers, in brackets or after a name without them.
_MARKER_WORDS = frozenset({"인", "印", "서명", "날인", "seal", "sign", "signed", "signature"})
_MARKER_SUFFIX = re.compile(r"\s+(?:인|印|서명|sign(?:ed|ature)?|seal)$", re.IGNORECASE)
_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|<[^<>]*>|〈[^〈〉]*〉|《[^《》]*》")
_HANJA_RUN = re.compile(rf"{HAN_CHARACTER}+")
# Footnote and affiliation marks: digits (superscripts become digits under NFKC), stars, daggers,
# and every other symbol a publisher prints beside a name (ACL's ♠ ♣, PLOS's ☯ ¤, ✉, ★, ⊥, a
# Korean journal's •): `MARK_SYMBOLS` turns each into "*", the one mark the readers know.
_MARKS = re.compile(r"[0-9*†‡§¶#✝]+")
# Symbols that are not marks: template brackets ("<Referee Name>") and table bars, which tell
# a form's blanks and cells, the accents of PDFs that print them apart, and "×××" blanks.
_NOT_MARKS = frozenset("<>|+=~^`´¨˜×−")


def _mark_symbols() -> dict[int, str]:
    symbols = {
        chr(code)
        for code in range(0x80, 0x10000)
        if unicodedata.category(chr(code)) in ("So", "Sm", "Sc") and chr(code) not in _NOT_MARKS
    }
    return str.maketrans(dict.fromkeys("".join(sorted(symbols | set("•‖⁎∗✱＊"))), "*"))


MARK_SYMBOLS = _mark_symbols()
_KEY_DELETE = re.compile(r"[\s.,\-‐‑‒–—―−·・_'’‘`*†‡°§¶#\"“”:;/]+|[0-9]+")
_EDGE_PUNCT = " \t,.;:·-_/|"
_TRAILING_INITIAL = re.compile(r"(?:^|[\s.\-])[A-Za-z]\.$")


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def hanja_of(raw: str) -> str | None:
    """The Hanja form printed beside a name ("박서연(朴瑞延)" -> "朴瑞延"), if any.

    Only returned when the name itself is written in another script: a Hanja-only name is the
    name, not an annotation.
    """
    text = nfkc(raw)
    # A lone 印 is a seal marker; Hanja names have two or more characters.
    runs = [run for run in _HANJA_RUN.findall(text) if len(run) >= 2]
    if not runs:
        return None
    rest = _HANJA_RUN.sub("", text)
    if not any(is_hangul_syllable(ch) or (ch.isascii() and ch.isalpha()) for ch in rest):
        return None
    longest: str = max(runs, key=len)
    return longest


def _trim(text: str) -> str:
    """Strip edge punctuation, but keep the period of a trailing initial ("Kim J.")."""
    text = text.lstrip(_EDGE_PUNCT)
    stripped = text.rstrip(_EDGE_PUNCT)
    if _TRAILING_INITIAL.search(text.rstrip(_EDGE_PUNCT.replace(".", ""))):
        return text.rstrip(_EDGE_PUNCT.replace(".", ""))
    return stripped


def _without_titles_after(text: str) -> str:
    """The text without the titles a Czech or Slovak form prints after the inverted name
    ("Novák Petr, Ing., Ph.D.", "Sepši Milan, MUDr."): the pieces after its last name piece
    that are titles and degrees only."""
    pieces = text.split(",")
    while len(pieces) > 1 and titles_only(pieces[-1]):
        pieces.pop()
    return ",".join(pieces)


def titles_only(piece: str) -> bool:
    """A piece of titles and degrees and nothing else ("Prof. Dr.", "Ing.", "Ph.D.")."""
    rest = without_titles(piece).strip(" ,.")
    return bool(piece.strip()) and (not rest or DEGREE_ALONE.fullmatch(rest) is not None)


def _strip_once(text: str) -> str:
    text = _BRACKETED.sub(" ", text)
    text = _MARKS.sub("", text)
    text = _trim(_without_titles_after(text))
    text = _KOREAN_LABEL_PREFIX.sub("", text)
    text = _LATIN_LABEL_PREFIX.sub("", text)
    text = _LATIN_TITLE.sub("", text)
    text = _LATIN_SUFFIX.sub("", text)
    text = _MARKER_SUFFIX.sub("", text)
    text = _KOREAN_TITLE_SUFFIX.sub("", text)
    text = _HAN_TITLE_PREFIX.sub("", _HAN_TITLE_SUFFIX.sub("", text))
    return _trim(text)


def _collapse_hangul_spacing(text: str) -> str:
    """Collapse letter-spacing ("홍 길 동" -> "홍길동", "林 智 仁" -> "林智仁").

    A name written only in Hangul carries no meaningful spaces.
    """
    tokens = text.split()
    if tokens and all(all(is_hangul_syllable(ch) for ch in tok) for tok in tokens):
        return "".join(tokens)
    # "林 智 仁": one character a token is letter-spacing; "山田 太郎" keeps its one space.
    if len(tokens) >= 2 and all(len(tok) == 1 and _HANJA_RUN.fullmatch(tok) for tok in tokens):
        return "".join(tokens)
    return " ".join(tokens)


# A family name before its comma: one Latin word ("Lee", "Müller", "O'Neil"), or one after
# its particles ("van der Berg", "de la Cruz", "d'Alembert" is one word).
# The lowercase particles that open a family name in Dutch, German, French, Spanish, Italian,
# Portuguese, Malay and Arabic names ("van der Berg", "de la Cruz", "des Combes", "dos
# Santos", "do Vale", "degli Esposti", "bin Ahmad", "al-").
# An initial glued to the family name after it ("M.D'Amico", "B.Orbay", "D.B.Berdal").
_GLUED_INITIAL = re.compile(rf"(?<=\b[{LATIN_CAPITALS}]\.)(?=[{LATIN_CAPITALS}][{LATIN_SMALLS}'’])")


def with_initials_apart(text: str) -> str:
    """The text with a space after each initial glued to the name after it."""
    return _GLUED_INITIAL.sub(" ", text)


# A family name's particle abbreviated to its lowercase initial, Brazilian style ("C. D. d.
# Santos", "Almeida, P. G. R. d."): before a family name, a separator or the end.
_PARTICLE_INITIAL = re.compile(r"\s[a-z]\.(?=\s+[A-Z]|\s*(?:[,;]|$)|\s+(?:and|&)\s)")


def without_particle_initials(text: str) -> str:
    """The text without abbreviated particles, which citations elsewhere leave out."""
    return _PARTICLE_INITIAL.sub("", text)


NAME_PARTICLE_WORDS = frozenset(
    {"van", "von", "de", "der", "den", "des", "del", "della", "dei", "degli", "di", "da", "du"}
    | {"la", "le", "dos", "das", "do", "ten", "ter", "zu", "al", "el", "bin", "binti", "binte"}
    # Dutch "van 't Hoff": the article "het" shortened after "van".
    | {"'t", "’t"}
    # Malaysian and Singaporean Indian names: "a/l", "a/p", "s/o", "d/o" (son or daughter of).
    | {"a/l", "a/p", "s/o", "d/o"}
    # A Malay father's pilgrim title inside the name: "Razlan bin Hj Osman", "binti Hjh Siti".
    | {"hj", "hjh"}
    # Filipino family names: "dela Cruz", "delos Santos", "delas Alas".
    | {"dela", "delos", "delas"}
)
NAME_PARTICLES = "(?:" + "|".join(sorted(NAME_PARTICLE_WORDS, key=len, reverse=True)) + ")"
# A family name may open on its particle in lowercase glued to the capitalised rest: French
# and Italian particles elided by an apostrophe ("d’Aspremont", "dell’Orto"), Arabic articles
# by a hyphen ("al-Rashid", "el-Sayed", "ul-Haq"), particles written as one word ("deBoer",
# "diMaggio", "vanDam"). The pattern stops before the capital.
GLUED_PARTICLE = (
    r"(?:(?:d|l|dell|dall|degl|nell)['’]|(?:al|el|ul|ad|as|ash|at|az|abu|ibn)[-‐]"
    r"|(?:de|di|da|du|la|le|van|von|ten|ter)(?=[^\W\d_]))"
)
_FAMILY_BEFORE_COMMA = re.compile(
    rf"(?:{NAME_PARTICLES}\s+){{0,3}}"
    r"[A-Za-zÀ-ÖØ-öø-ɏ][A-Za-zÀ-ÖØ-öø-ɏ'’-]*"
)


# A family name of two or three words ("Araújo Sena", "Campanha dos Reis") is inverted
# only before a given name with its initials or initials alone: "Anna Berg, Tomas Lind" are
# two people.
_LONG_FAMILY_BEFORE_COMMA = re.compile(
    rf"{_FAMILY_BEFORE_COMMA.pattern}(?:\s+{_FAMILY_BEFORE_COMMA.pattern}){{1,2}}"
)
_GIVEN_WITH_INITIALS = re.compile(r"[^\W\d_][^\W\d_'’-]*\s+(?:[A-Z]\.\s?-?)+|(?:[A-Z]\.\s?-?){2,}")


def _given_first(text: str) -> str:
    """Given-name-first order ("Lee, Jae-Won" -> "Jae-Won Lee", "van der Berg, Jan" -> "Jan
    van der Berg", "Araújo Sena, Vítor V." -> "Vítor V. Araújo Sena").

    Only for one comma after a Latin family name of one word, its particles aside, or of two
    or three words before a given name with initials.
    """
    if text.count(",") != 1:
        return text
    family, given = (part.strip() for part in text.split(","))
    if not family or not given:
        return text
    if _FAMILY_BEFORE_COMMA.fullmatch(family) or (
        _LONG_FAMILY_BEFORE_COMMA.fullmatch(family) and _GIVEN_WITH_INITIALS.fullmatch(given)
    ):
        return f"{given} {family}"
    return text


def _unwrap_lone_brackets(text: str) -> str:
    """Take a bracketed name out when nothing else is left ("朴瑞延 (박서연)" minus Hanja)."""
    if any(ch.isalpha() for ch in _BRACKETED.sub(" ", text)):
        return text
    inner = [m.group(0)[1:-1].strip() for m in _BRACKETED.finditer(text)]
    names = [part for part in inner if part and part.casefold() not in _MARKER_WORDS]
    return " ".join(names) if names else text


def display_name(raw: str) -> str:
    """A clean printable form: markers stripped, case and spacing kept."""
    text = nfkc(raw).translate(MARK_SYMBOLS)
    hanja = hanja_of(raw)
    text = _unwrap_lone_brackets(text.replace(hanja, " ") if hanja else text)
    previous = None
    # Repeat to a fixed point: labels and titles can be stacked ("지도교수 Prof. Dr. ..."), and
    # collapsing letter-spacing can expose a title ("김 교 수" -> "김교수" -> "김").
    while previous != text:
        previous = text
        text = re.sub(r"\s+", " ", _strip_once(text))
        text = _trim(re.sub(r"\s*,\s*", ", ", text))
        text = _collapse_hangul_spacing(_given_first(text))
    return text


def normalize_name(raw: str) -> str:
    """The comparison key: the display form case-folded, without spaces, punctuation or digits."""
    key = display_name(raw)
    previous = None
    # Case folding and deletions can create new compositions ("A" + "´"); re-normalize to a
    # fixed point so the key is stable under normalize_name itself.
    while previous != key:
        previous = key
        key = nfkc(_KEY_DELETE.sub("", key.casefold()))
    return key
