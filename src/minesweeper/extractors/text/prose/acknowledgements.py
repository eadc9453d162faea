"""Acknowledgements: the advisor and the committee a thesis thanks by their role.

A thesis thanks its advisor and its examiners in prose ("my advisor, Professor Seojin Choi";
"논문 심사를 맡아 주신 한동욱 교수님, 유현정 교수님"). Where the approval page is a scan with
handwritten names, this is often the only printed form of a member's name, so it is read as
a second source beside the approval page.

Only names that a role phrase governs are read: lab mates, family and friends thanked in the
same section are no relation. A sentence's names take the role of the nearest role phrase
before them (Korean and English alike put "심사해 주신" / "my advisor," first), or, with
none before, of the first one after ("Professor X, my advisor").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.bylines.authors import LIST_AND
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.prose.sentences import Named, joined, sentences
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names.clean import HAN_CHARACTER, HAN_TITLES, LATIN_CAPITALS

_HEADING = re.compile(
    r"^\s*(?:감\s*사\s*의\s*(?:글|말씀|말)|사\s*사|acknowledge?ments?|acknowledge?ment\s+and\s+\w+"
    # Chinese 致谢 (誌謝 in Taiwan), Japanese 謝辞.
    r"|致\s*[谢謝]|誌\s*謝|[谢謝]\s*[辞辭]"
    # French, Italian, German, Spanish, Portuguese, Dutch, Russian.
    r"|remerciements|ringraziamenti|danksagung|agradecimientos|agradecimentos|dankwoord"
    r"|благодарности"
    # A thesis's declaration or preface says under whom the work was done ("... with
    # Associate Professor X serving as chair of the advisory committee").
    r"|declaration|preface|foreword|vorwort"
    # Vietnamese thanks ("Lời cảm ơn") and declaration ("Lời cam đoan").
    r"|l[ờo]i\s+c[ảa]m\s+[ơo]n|l[ờo]i\s+cam\s+[đd]oan)"
    r"\s*$",
    re.IGNORECASE,
)
# The next part of the thesis: the acknowledgements end there.
_NEXT_PART = re.compile(
    r"^\s*(?:curriculum\s+vitae|vita|biography|약\s*력|이\s*력\s*서?|references|bibliography"
    r"|참\s*고\s*문\s*헌|appendix|부\s*록|abstract|국\s*문\s*초\s*록|초\s*록|목\s*차|contents"
    r"|chapter\s+\d|제\s*\d+\s*장|r[ée]sum[ée]|table\s+des\s+mati[èe]res|sommaire"
    r"|inhaltsverzeichnis|zusammenfassung|sommario|resumen|[íi]ndice)\b",
    re.IGNORECASE,
)
_MAX_PAGES = 4  # acknowledgements fill a page, a long doctorate's up to four

# Role phrases, longest first where one contains another (심사위원장 before 심사).
_ROLE_PHRASES = re.compile(
    r"(?P<chair>심\s*사\s*위\s*원\s*장|committee\s+chair(?:man|person)?"
    # A German preface thanks "Herrn Prof. X für die Übernahme des Prüfungsvorsitzes".
    r"|f[üu]r\s+die\s+[üu]bernahme\s+des\s+(?:pr[üu]fungs)?vorsitze?s\b"
    r"|chair(?:man|person)?\s+of\s+(?:my|the)\s+(?:\w+\s+)?committee"
    # French: "Au Professeur X, qui me fait l'honneur de présider le jury".
    r"|pr[ée]sid(?:er|ant|ent|ente|é|ée)\s+(?:(?:le|mon|ce|du|de\s+ce)\s+)?jury)"
    r"|(?P<co>공\s*동\s*지\s*도|부\s*지\s*도\s*교\s*수"
    r"|co-?\s?(?:advis[eo]rs?|supervisors?|supervis(?:ed|ing|ion)|advis(?:ed|ing)|guides?\b)"
    r"|second(?:ary)?\s+(?:advis[eo]rs?|supervisors?)\b"
    r"|(?:(?:mon|ma)\s+)?co-?\s?direct(?:eur|rice)\s+de\s+th[èe]se|co-?\s?encadrant(?:e)?\b"
    # Portuguese "minha coorientadora", Spanish "mi codirector", Italian "il correlatore".
    r"|co-?\s?orientador(?:a|es|as)?\b|co-?\s?direct(?:or|ora|ores|oras)\b"
    r"|co-?r?\s?relat(?:ore|rice|ori|rici)\b"
    # German: "Herrn Dr. X danke ich für die Co-Betreuung", "... die Zweitbetreuung".
    r"|f[üu]r\s+die\s+(?:co-?|mit|zweit)\s?betreuung\b)"
    r"|(?P<advisor>지\s*도\s*교\s*수|지도\s*(?:해|하여|하신|를|와|로|아래|하에|덕분)"
    # Indian theses call the advisor the "(research) guide".
    r"|(?:my|our|the\s+best)\s+(?!second(?:ary)?\s)(?:[\w.'’-]+\s+){0,2}?(?:advis[eo]rs?|supervisors?|guides?)\b"
    # A preface's "A and B as the supervisors from the university".
    r"|\bas\s+(?:the|an?)\s+(?:[\w-]+\s+)?(?:advis[eo]rs?|supervisors?)\b"
    # German: "meinem Doktorvater Prof. Dr. Bernt Schiele", "meiner Betreuerin".
    r"|mein(?:em|er|en)?\s+(?:doktorvater|doktormutter|betreuer(?:in)?)\b"
    # ... "Herrn Prof. X für die (wissenschaftliche) Betreuung dieser Arbeit".
    r"|f[üu]r\s+die\s+(?:[\w-]+\s+)?betreuung\b"
    # French, Spanish, Italian: "mon directeur de thèse", "mi directora (de tesis)", "mio
    # relatore", "i miei relatori"; a director of anything else ("mi director del
    # departamento") is none.
    # "mon directeur de thèse", and a dedication's "Au Docteur X, directrice de thèse".
    r"|(?:(?:mon|ma|mes)\s+)?direct(?:eur|rice)s?\s+de\s+th[èe]se"
    r"|mis?\s+direct(?:or|ora|ores|oras)(?:\s+de\s+tesis)?\b(?!\s+del?\b)"
    r"|mis?\s+asesor(?:a|es|as)?\b|\brelat(?:ore|rice|ori|rici)\b|mi(?:o|ei)\s+supervisor[ei]"
    # Portuguese "meu orientador", "à minha orientadora", "sob a orientação do Prof. X".
    r"|\borientador(?:a|es|as)?\b|sob\s+(?:a\s+)?orienta[çc][ãa]o\s+d[aoe]\b"
    r"|under\s+(?:the\s+)?(?:\w+\s+)?(?:supervision|guidance|direction)\s+of"
    # Vietnamese "(với sự) hướng dẫn của" (the guidance of).
    r"|h[ưu][ớo]ng\s+d[ẫa]n\s+c[ủu]a"
    r"|who\s+(?:\w+\s+)?(?:supervised|advised|directed)\b"
    # The role of the work after the name: "Prof. X, the supervisor of this thesis", "al
    # profesor X, asesor de este trabajo", "director de esta tesis", "orientador deste trabalho".
    r"|(?:advis[eo]r|supervisor|guide)\s+of\s+(?:this|my|the)\s+(?:thesis|dissertation|work)\b"
    r"|(?<![\w-])(?:asesor|director|tutor|orientador)(?:a)?\s+(?:de\s+(?:este|esta|mi|la|el)|d[eo]st[ea]|d[ao])"
    r"\s+(?:trabajo|tesis|tesina|investigaci[óo]n|monograf[íi]a|trabalho|tese|disserta[çc][ãa]o)\b"
    # "Prof. X for his supervision", "Dr. X, whose patient supervision ...": the phrase after
    # the name. ("for his guidance" is not read: a committee member or a collaborator guides.)
    r"|(?:for\s+(?:his|her|their)|whose)\s+(?:[\w-]+\s+){0,3}?supervision\b)"
    # "my committee members: Hyunwoo Choi, ...": the names stand beside the whole phrase.
    # Australian theses have an "advisory panel" or "supervisory panel" beside the supervisor.
    r"|(?P<member>심\s*사|committee(?:\s+members?\b)?|examiners?\b|examining\b"
    # A Nordic doctorate's opponent, who examines it at its defence ("... as my opponent").
    r"|opponents?\b"
    # "the foreign evaluators of this thesis, Dr. A and Dr. B" (South Asian doctorates).
    r"|(?:foreign|external|thesis)\s+(?:evaluators?|reviewers?)\b|evaluators?\s+of\s+(?:this|my|the)\s+thesis\b"
    r"|(?:advisory|supervisory)\s+panel\b"
    r"|membres\s+du\s+jury|jury\b|rapport(?:eur|euse|rice)s?\b|examinat(?:eur|rice)s?\b"
    # Portuguese "banca (examinadora)", "júri"; Spanish "tribunal", "jurado"; Italian
    # "commissione", "controrelatore"; their examiners ("examinadores", "avaliadores").
    r"|banca(?:\s+examinadora)?\b|j[úu]ri\b|tribunal\b|jurado\b|commissione\b"
    r"|controrelat(?:ore|rice|ori)\b|(?:examinador|avaliador|evaluador)(?:a|es|as)?\b"
    # "A and B agreeing to examine my dissertation"; a German preface's second examiner, "Frau
    # Prof. Y (danke ich) für die Übernahme des Korreferats".
    r"|agree(?:d|ing)\s+to\s+examine\b"
    r"|f[üu]r\s+die\s+[üu]bernahme\s+(?:des\s+(?:ko|kor|zweit)?(?:referats|gutachtens)"
    r"|der\s+(?:zweit)?begutachtung)\b)"
    # "my coauthors A, B and C", "mes co-auteurs A et B", "i miei coautori", "공동 저자이신".
    r"|(?P<coauthor>(?:my|our)\s+(?:\w+\s+)?co-?\s?authors\b|mes\s+co-?\s?auteur(?:e?s)\b"
    r"|miei\s+co-?\s?autori\b|meine[nr]?\s+co-?\s?autor(?:en|innen)\b"
    r"|공\s*동\s*저\s*자|共著者|合著者)",
    re.IGNORECASE,
)
_ROLE_OF_GROUP = {
    "chair": Role.COMMITTEE_CHAIR,
    "co": Role.CO_ADVISOR,
    "advisor": Role.ADVISOR,
    "member": Role.COMMITTEE_MEMBER,
    "coauthor": Role.COAUTHOR,
}

# "김영수 지도교수님께" titles the name before it; a bare "지도교수" is the label of the next.
_KO_TITLE = r"(?:(?:지\s*도\s*)?교\s*수\s*님|교\s*수|박\s*사\s*님|선\s*생\s*님)"
_KO_NAME = r"(?<![가-힣])[가-힣]{2,4}"
# "송지환, 임하늘, 한상우 교수님께": names joined by commas or 및/그리고, the last titled.
_KO_LIST = re.compile(
    rf"(?P<list>{_KO_NAME}(?:\s*{_KO_TITLE}?\s*(?:,|및|그리고)\s*(?:그리고\s*)?[가-힣]{{2,4}})*)"
    rf"\s*{_KO_TITLE}"
)
_KO_TITLE_AFTER = re.compile(rf"\s*{_KO_TITLE}")
# Portuguese, Spanish and Italian titles too, in the lower case a sentence prints them in
# ("às professoras A e B", "Profa. Dra. A", "la Prof.ssa A", "Dott. A").
_EN_TITLE = (
    # German: "Herrn Univ.-Prof. Dr.-Ing. X", "Frau Prof. Dr. rer. nat. Y".
    r"(?:Herrn|Frau|Univ\.-Prof\.|Dr\.-Ing\.|Dr\.\s?rer\.\s?nat\.|Dr\.\s?phil\."
    r"|Professors?|Profs?\.|Drs?\.|Profas?\.|Dras?\.|(?:Prof|Dr)\.?ª\.?|Prof\.ssa|Dott\.(?:ssa)?"
    # "Assoc. Prof. Dr. X", "Asst. Prof. Y": the rank before the title.
    r"|Assoc\.|Asst\.|Assist\."
    # The Nordic and Czech docent: "Doc. X", "docent X".
    r"|Doc\.|[Dd]ocent"
    r"|[Pp]rofess(?:or|ora)(?:es|as)?|[Pp]rofesor(?:a|es|as)?|[Pp]rofess(?:oressa|ori)"
    # French: "Au Docteur X", "au Professeur X", "Pr X"; Portuguese and Spanish "À Doutora X".
    r"|[Dd]octeure?s?|[Pp]rofesseure?s?|Pr\.?|[Dd]outor(?:a|es|as)?|[Dd]octor(?:a|es|as)?"
    # Vietnamese: "PGS. TS." (associate professor, doctor), "ThS." (master).
    r"|P?GS\.|TS\.|ThS\.|TSKH\."
    # A lecturer thanked as "our supervisor Mr. X" (South Asian reports).
    r"|Mrs?\.|Ms\.)"
)
_UPPER = f"[{LATIN_CAPITALS}]"  # "Étienne", "Øyvind", "Łukasz" open names too
# A word of the name is no title, no preposition that opens a dedication ("Au Docteur X"),
# and no word of a body or a place ("my Doctoral Committee, Prof. X": the list opens on X).
# A German noun after its article ("für die Übernahme des Korreferats") is capitalised too;
# "der", "den" and "das" open Dutch and Portuguese family names ("van der Berg", "das Dores").
_NOT_NAME_WORD = (
    rf"(?!(?:{_EN_TITLE}|Au|Aux|Ao|Aos|À|Às|Committee|Council|Board|University|Department"
    rf"|School|Institute|Laboratory|Lab|Centre|Center|Faculty|Group)(?![\w'’-]))"
    r"(?<!\b(?:die|dem) )"
)
# Up to four words, and the particles Romance names hold between them ("Ana Lúcia de Moraes
# Barreto"): a name cut short is another person's.
_PARTICLE = r"(?:d[aeo]s?|del|della|di|du|van|von|le|la)\s+"
# Indian names open on an initial or carry one without its stop ("Dr. P Venkata Raman",
# "Dr. Kiran P Shetty"); a leading one only before two more words.
_LEADING_INITIAL = rf"(?:{_UPPER}\.?\s+(?={_UPPER}[\w'’-]+\s+{_UPPER}))?"
_EN_NAME = (
    rf"{_LEADING_INITIAL}{_NOT_NAME_WORD}{_UPPER}[\w'’-]+(?:\s+{_UPPER}\.?(?!\S))?"
    # A middle initial may follow a second given name before the family name, as Filipino
    # names print the mother's family name ("Ilsa Marie U. Varga").
    rf"(?:\s+(?:{_PARTICLE})?{_NOT_NAME_WORD}{_UPPER}[\w'’-]+"
    rf"(?:\s+{_UPPER}\.(?=\s+{_UPPER}[\w'’-]))?){{1,3}}"
)
# "Professors Jimin Hong, Jiho Yoon, and Hyunsoo Roh": titled or not, joined by , / and.
# Titles may stack: "Prof. Dr. Bernt Schiele".
# The list's last name may follow a French, Italian, German or Spanish "and" too.
_EN_LIST = re.compile(
    rf"(?:{_EN_TITLE}\s+)*(?P<list>{_EN_NAME}(?:\s*(?:,\s*{LIST_AND}|,|{LIST_AND}|&)\s+"
    rf"(?:{_EN_TITLE}\s+)*{_EN_NAME})*)"
)
# Chinese and Japanese thank the advisor as "导师张洪宇老师", "指導教員である杉山和靖教授": the
# role, a short link, then the name glued to its title. The name is read only right after a
# role phrase, where it cannot take the phrase's last character for its own.
_HAN = HAN_CHARACTER
_HAN_TITLE = (
    HAN_TITLES  # with its rank: "副教授", "副研究员" are titles, 副 no syllable of the name
)
_HONORIFIC_VERB = r"[\u3040-\u309f賜頂戴下]{1,12}"  # "いただきました", "を賜りました"
_HAN_ROLE = re.compile(
    r"(?P<advisor>合作导[师師]|导\s*师|導\s*師|指\s*[导導]\s*(?:教\s*[师師]|老\s*[师師]|教\s*員|教\s*官|教\s*授)?"
    # Japanese "ご指導いただきました山田太郎教授": the honorific verb runs before the name.
    r"|[ご御]\s*指\s*導)"
    # Taiwan's oral examination committee, "口試委員".
    r"|(?P<member>答\s*[辩辯]\s*委\s*[员員](?:会|會)?|[评評]\s*[阅閱]\s*人?|[审審]\s*[查査]\s*委\s*[员員]|副\s*査"
    r"|口\s*試\s*委\s*[员員]|[评評]\s*[审審]"
    # Japanese thanks to the examiners: "本論文の審査において有益なご助言を頂きました", "審査を
    # していただいた", "ご審査いただきました".
    r"|(?:[ご御]\s*)?審\s*査\s*(?:に\s*(?:おいて|あたり|際し)て?|を)?[^。]{0,16}?"
    r"(?:頂|いただ|賜|下さ|くださ)[\u3040-\u309f]{0,8})"
    r"|(?P<chair>主\s*査)"
)
# Japanese prints the advisor's school before the name ("ご指導いただきました名古屋大学大学院
# 情報学研究科 山田 太郎 教授"), and the name with a space between family and given name.
_HAN_SCHOOL = (
    rf"(?:(?:{_HAN}|[ァ-ヺー]){{0,24}}?(?:大学院|大学|研究科|研究院|学部|学科|専攻|研究所|研究室|学院"
    r"|學院)の?\s*)?"
)
_HAN_PERSON = rf"(?:{_HAN}{{2,4}}?|{_HAN}{{1,3}}\s{_HAN}{{1,3}}?)"
# Names apart by a list comma, or joined by "and" (與, 与, 和, 及) after a title: "周怡君教授、
# 許文彬教授與鄭志明教授" ("和" alone may be a name's character, 和子).
# Japanese joins the last name by "ならびに", "および" (and), each name perhaps after its school
# ("..., ならびに北都工業大学 石田一郎 教授").
_HAN_AND = r"(?:ならびに|並びに|および|及び)"
_HAN_JOIN = (
    rf"(?:\s*(?:{_HAN_TITLE})?\s*[、，,](?:\s*{_HAN_AND})?|\s*(?:{_HAN_TITLE})\s*(?:[與与和及]|{_HAN_AND}))"
    rf"\s*{_HAN_SCHOOL}"
)
_HAN_NAMES = re.compile(
    rf"\s*(?:[:：]|である|的|の|是|为|為|{_HONORIFIC_VERB})?\s*{_HAN_SCHOOL}(?P<list>{_HAN_PERSON}"
    rf"(?:{_HAN_JOIN}{_HAN_PERSON})*)"
    rf"\s*(?:{_HAN_TITLE})"
)
# The name before its guidance: "山田太郎教授には終始ご指導いただき", "在欧阳明教授的悉心指导下".
# Han text has no spaces, so the name opens after a non-Han character or after a word that
# leads up to it ("在", "感谢"), never on that word.
_BEFORE_HAN_NAME = "在是向对對由谢謝与與和及"
# ... and never on the words of thanks or of the role before it ("感谢导师周明教授").
_NOT_ON_A_LEAD_WORD = r"(?!感\s*[谢謝]|[导導]\s*[师師]|衷\s*心)"
_HAN_GUIDED_BY = re.compile(
    rf"(?:(?<=[{_BEFORE_HAN_NAME}])|(?<!{_HAN}))(?![{_BEFORE_HAN_NAME}]){_NOT_ON_A_LEAD_WORD}"
    rf"(?P<list>{_HAN}{{2,4}}?)\s*(?:{_HAN_TITLE})\s*(?:"
    rf"(?:には|に|から|より)[^。]{{0,16}}?[ご御]\s*指\s*導"
    rf"|的\s*{_HAN}{{0,4}}?\s*指\s*[导導])"
)
# The names before the review they are thanked for: "感谢王立老师、刘芳老师对本文的认真评审".
_HAN_REVIEWED = re.compile(
    rf"(?:(?<=[{_BEFORE_HAN_NAME}])|(?<!{_HAN}))(?![{_BEFORE_HAN_NAME}]){_NOT_ON_A_LEAD_WORD}"
    rf"(?P<list>{_HAN_PERSON}(?:{_HAN_JOIN}{_HAN_PERSON})*)\s*(?:{_HAN_TITLE})\s*"
    r"[对對]\s*(?:本\s*(?:[论論]\s*)?文|(?:我的)?\s*[论論]\s*文)[^。]{0,8}?(?:[评評]\s*[审審阅閱]|[审審]\s*[阅閱])"
)
_HAN_SPLIT = re.compile(_HAN_JOIN)
_EN_SPLIT = re.compile(rf"\s*(?:,\s*{LIST_AND}|,|\b{LIST_AND}\b|&)\s+(?:{_EN_TITLE}\s+)*")
_LIST_BEFORE = re.compile(r"(?:,|및|그리고)\s*$")
_KO_SPLIT = re.compile(rf"\s*{_KO_TITLE}?\s*(?:,|및|그리고)\s*(?:그리고\s*)?")


# What may stand between a role phrase and an untitled name it governs: ", ", ": ", a dash
# ("my committee members - A, B"), or an aside in brackets ("mes co-auteurs (par ordre
# alphabétique) A, B et C").
_BESIDE = re.compile(r"\s*(?:\([^()]{0,40}\)\s*)?[,:–—-]?\s*$")
# "..., who was my advisor", "... for serving on my thesis committee": what joins a list of
# names to the role phrase after it.
_APPOSITION = re.compile(
    r"\s*,?\s*(?:(?:who\s+(?:is|was|are|were|(?:has|had|have)\s+been)|as"
    r"|(?:for\s+)?(?:(?:serving|sitting)\s+(?:on|as)|being(?:\s+(?:on|as))?)"
    r"|for\s+agreeing\s+to\s+(?:be|serve\s+(?:on|as)|act\s+as|sit\s+on)"
    # French: "A et B d’avoir accepté d’être rapporteurs", "... de faire partie du jury".
    r"|d[’']avoir\s+(?:bien\s+voulu|accepté)\s+(?:d[’']être|de\s+faire\s+partie\s+d[ue])"
    # Portuguese, Spanish, Italian: "A e B, que aceitaram participar da minha banca", "que
    # aceptó formar parte del jurado", "che hanno accettato di far parte della commissione".
    r"|(?:que|che)\s+(?:\w+\s+){0,3}?(?:participar|fazer\s+parte|formar\s+parte|ser\s+parte"
    r"|far\s+parte|integrar)\s+d(?:[aoe]l?|ella|e\s+la))\s+)?"
    # "who has been an excellent second supervisor": an adjective after the article.
    r"(?:(?:my|our|the|an?|mon|ma|mes|les?|minha|meu|mi|la|il)\s+(?:[a-z]+\s+)?)?"
    # "A y B, miembros del tribunal", "A e B, membros da banca".
    r"(?:(?:members?\s+of\s+(?:my|our|the)|membros?\s+d[ao]s?|miembros?\s+del?"
    r"|membri\s+della)\s+(?:(?:minha|meu|mi|la)\s+)?)?"
    r"(?:(?:thesis|dissertation|doctoral|advisory|examining|defen[cs]e)\s+)?"
)


@dataclass(frozen=True, slots=True)
class _Phrase:
    start: int
    end: int
    role: Role


def _sections(lines: list[Line]) -> Iterator[list[Line]]:
    """The lines of each acknowledgements section, from its heading to the next part."""
    taking: list[Line] | None = None
    first_page = 0
    for line in lines:
        if _HEADING.match(line.text):
            if taking:
                yield taking
            taking, first_page = [], line.page
            continue
        if taking is None:
            continue
        if _NEXT_PART.match(line.text) or line.page >= first_page + _MAX_PAGES:
            yield taking
            taking = None
            continue
        taking.append(line)
    if taking:
        yield taking


def _names(sentence: str, phrases: list[_Phrase]) -> Iterator[tuple[int, str, Role | None]]:
    """(offset in the sentence, name, the role an apposition gives it) of each titled Korean
    name, and of each English name that is titled or stands right beside a role phrase ("my
    advisor, Seojin Choi"): friends are thanked by bare name in the same sentences."""
    for guided in _HAN_GUIDED_BY.finditer(sentence):
        yield guided.start("list"), guided.group("list"), Role.ADVISOR
    for reviewed in _HAN_REVIEWED.finditer(sentence):
        for offset, part in _parts(sentence, reviewed, _HAN_SPLIT):
            yield offset, part, Role.COMMITTEE_MEMBER
    for phrase in _HAN_ROLE.finditer(sentence):
        listed = _HAN_NAMES.match(sentence, phrase.end())
        if listed is not None:
            for offset, part in _parts(sentence, listed, _HAN_SPLIT):
                yield offset, part, None
    for match in _KO_LIST.finditer(sentence):
        for offset, part in _parts(sentence, match, _KO_SPLIT):
            # Two syllables before a title are as often a verb ("주신 교수님") as a name
            # ("김준 교수님"): only one that follows a list separator is read.
            if len(part) > 2 or _LIST_BEFORE.search(sentence[:offset]):
                yield offset, part, None
    for match in _EN_LIST.finditer(sentence):
        # "Professor Seojin Choi", or "Marco Rossi 교수님" in a Korean sentence
        titled = match.start("list") > match.start() or bool(
            _KO_TITLE_AFTER.match(sentence, match.end())
        )
        after = _appositive(sentence, match.end(), phrases)
        before = any(
            phrase.end <= match.start() and _BESIDE.match(sentence, phrase.end, match.start())
            for phrase in phrases
        )
        if titled or before or after is not None:
            for offset, part in _parts(sentence, match, _EN_SPLIT):
                yield offset, part, after


def _appositive(sentence: str, end: int, phrases: list[_Phrase]) -> Role | None:
    """The role a phrase right after a list of names gives all of them: "Professors Minsu
    Park and Jieun Lee, members of my committee", "Taeho Kang, my thesis advisor"."""
    filler = _APPOSITION.match(sentence, end)
    start = filler.end() if filler else end
    # The phrase may open inside the filler's words ("who has been the best advisor").
    return next((phrase.role for phrase in phrases if end <= phrase.start <= start), None)


def _parts(
    sentence: str, match: re.Match[str], split: re.Pattern[str]
) -> Iterator[tuple[int, str]]:
    offset = match.start("list")
    for part in split.split(match.group("list")):
        offset = sentence.find(part, offset)
        yield offset, part


def _role_for(offset: int, phrases: list[_Phrase]) -> Role | None:
    before = [phrase.role for phrase in phrases if phrase.start < offset]
    if before:
        return before[-1]
    after = [phrase.role for phrase in phrases if phrase.start > offset]
    return after[0] if after else None


_ASIDE_ROLE = re.compile(
    r"\((?:co-?)?(?:chair(?:man|woman|person)?|convener|(?:external\s+)?member|advis[eo]r"
    r"|supervisor|guide)\)",
    re.IGNORECASE,
)


# "I thank the members of the examination committee for their comments. I am grateful to
# Professor A for ... I also thank Professor B, whose ...": a committee thanked without a name
# is named in the sentences after it, this many at most.
_NAMED_AFTER_SENTENCES = 2


def thanked_persons(lines: list[Line]) -> list[Named]:
    """The advisors and committee members the acknowledgements name by their role."""
    found: list[Named] = []
    for section in _sections(lines):
        prose = joined(section)
        committee_unnamed = 0  # sentences left that may name a committee thanked unnamed
        for base, sentence in sentences(prose.text):
            # "Prof. A (Chairman) and Prof. B": a role in brackets after a name would end the
            # list there; blanked, so the offsets still find each name's line.
            sentence = _ASIDE_ROLE.sub(lambda aside: " " * len(aside.group(0)), sentence)
            phrases = [
                _Phrase(match.start(), match.end(), _ROLE_OF_GROUP[str(match.lastgroup)])
                for pattern in (_ROLE_PHRASES, _HAN_ROLE)
                for match in pattern.finditer(sentence)
            ]
            carried = Role.COMMITTEE_MEMBER if committee_unnamed and not phrases else None
            committee_unnamed = max(committee_unnamed - 1, 0)
            if not phrases and carried is None:
                continue
            named = 0
            for offset, raw, apposed in _names(sentence, phrases):
                name = clean_token(raw)
                role = apposed or _role_for(offset, phrases) or carried
                if role is None or not is_name(name):
                    continue
                found.append(Named(name, role, prose.line_at(base + offset)))
                named += 1
            if not named and any(p.role is Role.COMMITTEE_MEMBER for p in phrases):
                committee_unnamed = _NAMED_AFTER_SENTENCES
    return found
