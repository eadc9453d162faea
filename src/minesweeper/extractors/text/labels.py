"""Role labels of approval and signature pages, in Korean and in English and the other European
languages theses are written in.

Korean labels may be letter-spaced ("심 사 위 원 장"), so each is matched with optional
spaces between its syllables. Longer labels are tried first: 공동지도교수 before 지도교수,
심사위원장 before 심사위원 before 위원.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from minesweeper.extractors.model import ADVISOR_ROLES, Role
from minesweeper.names.clean import (
    HAN_CHARACTER,
    HAN_INSTITUTION,
    HAN_TITLES,
    LATIN_CAPITALS,
    NAME_PARTICLE_WORDS,
)
from minesweeper.names.latin import folded_letters
from minesweeper.names.stopwords import LATIN_STOPWORDS

# Theses from the People's Republic of China (simplified: 指导教师, 答辩委员会主席), Taiwan and
# Hong Kong (指導教授, 口試委員) and Japan (主査, 副査, 指導教員). Longer labels first, as above.
_CHINESE_JAPANESE: tuple[tuple[str, Role], ...] = (
    ("共同指导教师", Role.CO_ADVISOR),
    ("副指导教师", Role.CO_ADVISOR),
    ("副导师", Role.CO_ADVISOR),
    ("指导教师", Role.ADVISOR),
    ("指导老师", Role.ADVISOR),
    ("指导教授", Role.ADVISOR),
    ("合作导师", Role.ADVISOR),  # a postdoc's host
    ("导师", Role.ADVISOR),
    ("答辩委员会主席", Role.COMMITTEE_CHAIR),
    ("答辩委员会委员", Role.COMMITTEE_MEMBER),
    ("答辩委员会成员", Role.COMMITTEE_MEMBER),
    ("答辩主席", Role.COMMITTEE_CHAIR),
    ("答辩委员", Role.COMMITTEE_MEMBER),
    ("委员", Role.COMMITTEE_MEMBER),
    ("主席", Role.COMMITTEE_CHAIR),  # a defence committee table's rows: 主席, 委员, 秘书
    ("评阅人", Role.COMMITTEE_MEMBER),
    ("口試委員會召集人", Role.COMMITTEE_CHAIR),
    ("口試委員會主席", Role.COMMITTEE_CHAIR),
    ("口試委員", Role.COMMITTEE_MEMBER),
    ("考試委員", Role.COMMITTEE_MEMBER),
    ("主指導教員", Role.ADVISOR),
    ("副指導教員", Role.CO_ADVISOR),
    ("指導教員", Role.ADVISOR),
    ("研究指導", Role.ADVISOR),  # a Japanese thesis's "研究指導 : 山田 太郎 教授"
    ("指導教官", Role.ADVISOR),
    ("主査", Role.COMMITTEE_CHAIR),
    ("副査", Role.COMMITTEE_MEMBER),
)

# Taiwan and Hong Kong print the same labels in traditional characters (指導老師, 答辯委員);
# OCR reads Japanese 査 as its Chinese form 查 (主查, 副查).
_TRADITIONAL = str.maketrans("导师员会辩评阅", "導師員會辯評閱")
_CHINESE_FORM = str.maketrans("査", "查")
_CHINESE_JAPANESE = tuple(
    dict.fromkeys(
        (form, role)
        for label, role in _CHINESE_JAPANESE
        for form in (label, label.translate(_TRADITIONAL), label.translate(_CHINESE_FORM))
    )
)

_KOREAN: tuple[tuple[str, Role], ...] = (
    ("공동지도교수", Role.CO_ADVISOR),
    ("부지도교수", Role.CO_ADVISOR),
    ("논문지도교수", Role.ADVISOR),
    ("지도교수", Role.ADVISOR),
    ("심사위원장", Role.COMMITTEE_CHAIR),
    ("부위원장", Role.COMMITTEE_MEMBER),
    ("위원장", Role.COMMITTEE_CHAIR),
    ("심사위원", Role.COMMITTEE_MEMBER),
    ("위원", Role.COMMITTEE_MEMBER),
    ("주심", Role.COMMITTEE_CHAIR),
    ("부심", Role.COMMITTEE_MEMBER),
    # Older and formal pages print the labels in Hanja (審査委員長 朴志勳); 査/查 and 教/敎
    # are the variant forms both in use.
    *(
        (hanja, role)
        for label, role in (
            ("共同指導教授", Role.CO_ADVISOR),
            ("副指導教授", Role.CO_ADVISOR),
            ("論文指導教授", Role.ADVISOR),
            ("指導教授", Role.ADVISOR),
            ("審査委員長", Role.COMMITTEE_CHAIR),
            ("副委員長", Role.COMMITTEE_MEMBER),
            ("委員長", Role.COMMITTEE_CHAIR),
            ("審査委員", Role.COMMITTEE_MEMBER),
            ("委員", Role.COMMITTEE_MEMBER),
            ("主審", Role.COMMITTEE_CHAIR),
            ("副審", Role.COMMITTEE_MEMBER),
        )
        for hanja in dict.fromkeys((label, label.replace("査", "查"), label.replace("教", "敎")))
    ),
    *_CHINESE_JAPANESE,
)

# Spanish "Director(a) :" names the thesis director only before a doctor's or professor's
# title ("Tesis: ... Director : Dr. X") or alone on its line over the name (a title page's
# "Director:" / "Dr. X"); before other words it is a post. Stated once for the advisor
# labels, the labels inside a line and the officials.
_TITLE_AFTER_COLON = r"(?=\s*[:：]\s*(?:(?:dra?|prof|profa)\b|$))"
_SPANISH_DIRECTOR = (
    r"(?:director(?:a)?"
    + _TITLE_AFTER_COLON
    # "Director del trabajo de grado", "Directora del trabajo fin de máster": a degree work's.
    + r"|director(?:a)?\s+del\s+trabajo(?:\s+(?:de|fin\s+de)\s+(?:grado|m[áa]ster|titulaci[óo]n))?)"
)

# French "Directeur de thèse" in every form a jury page prints: "Directrice", "Directeurs",
# "Directeur(s)", "Dir."; OCR reads "thèse" as "thése" too.
_DIRECTOR = r"(?:direct(?:eur|rice)s?(?:\(s\)|\(rice\)s?)?|dir\.)"
# "(Co-)directeur de thèse", and of a master's dissertation "de mémoire".
_OF_THESIS = r"\s+d[eu]\s+(?:th[èée]se|m[ée]moire)"
# "directrice Odette Marchal", "Co-directeur :", a jury row's last cell "Directeur": the French
# director's word alone names the thesis director when a colon, nothing, or a name (two
# capitalised words, or a title) follows it. Followed by "de", "du" or a lowercase word it is
# a post ("Directeur de recherche" is a rank, "Directeur scientifique" a job), and so are
# "Directeur Général", "Directeur Adjoint" and "Directeur Marketing".
_BARE_DIRECTOR = (
    # ... and the Spanish plural "Directores" / "Directoras" over a thesis's two directors,
    # and "Director(a)", a form's word for either (a post's name is never so printed).
    r"(?:direct(?:eur|rice)s?(?:\(s\)|\(rice\)s?)?|director(?:es|as)|director\((?:a|es|as)\))"
    rf"(?=\s*[:：]|\s*$|\s+(?-i:(?:M\.|Mme|Pr|Dr|Prof)\.?\s|[{LATIN_CAPITALS}][\w'’-]*\s+"
    rf"(?:(?:de|du|des|van|von|da|di|del|della|le|la)\s+|d['’])?[{LATIN_CAPITALS}]))"
    r"(?!\s+(?:g[ée]n[ée]ral|adjoint|scientifique|technique|ex[ée]cutif|d[eu]s?\b|d['’]))"
)

# Turkish "Danışman" (advisor), "Tez Danışmanı" (thesis advisor), "Danışmanları" (plural).
_TURKISH_ADVISOR = r"dan[ıi][şs]man(?:lar[ıi]|lar|[ıi])?"

# Which seat on the committee: "External Examiner", "Internal-External Member".
_SEAT = (
    # Dutch and Nordic lists: "Independent members:", a "(reserve member)" who sits if one
    # is absent.
    r"(?:(?:internal|external|outside|departmental|university|cognate|other|additional"
    r"|independent|reserve|substitute)"
    # Penn State's "Outside Unit Member", "Outside Field Member" and "Outside Unit & Field
    # Member" sit for another unit or field.
    r"(?:[\s-]+(?:internal|external|unit|field)(?:\s*(?:&|and)\s*(?:unit|field))?)?\s+)?"
)

# Which committee: "Examining Committee Chair", "Thesis Committee Member"; a Nordic
# doctorate's "Assessment committee" (the opponents and the administrator); "Final Oral
# Examination Committee", "Thesis Advisory Committee".
_WHICH_COMMITTEE = (
    r"(?:(?:final|oral)\s+){0,2}"
    r"(?:thesis|dissertation|exam(?:ining|ination)|doctoral|ph\.?\s?d\.?|advisory|supervisory"
    r"|defen[cs]e|reading|assessment)(?:\s+(?:advisory|supervisory|examining|examination))?"
)

_ENGLISH: tuple[tuple[str, Role], ...] = (
    (
        r"(?:thesis\s+|dissertation\s+|research\s+)?co-?\s?(?:advis[eo]rs?|supervisors?)"
        r"|joint\s+supervisors?"
        # British and Australian: "Second supervisor", "Associate supervisor".
        r"|(?:second(?:ary)?|additional|associate|assistant|auxiliary)\s+(?:advis[eo]rs?|supervisors?)"
        # German and French doctorates: "Zweitbetreuerin", "Co-directeur de thèse".
        r"|(?:co-?\s?|zweit)betreuer(?:in)?|co-?\s?"
        + _DIRECTOR
        + _OF_THESIS
        + r"|co-?\s?encadr(?:ant|ante|eur)s?(?:\s+de\s+th[èée]se)?|co-?\s?dirig[ée]e?\s+par"
        r"|co-?\s?dirigid[ao]s?\s+por"
        r"|sous\s+la\s+co-?\s?direction\s+d[eu]"
        # Dutch and Belgian "copromotor", Indian "co-guide" and the "External Guide" from the
        # company a project was done at, Italian "correlatore", Spanish
        # "codirectora de tesis", Swedish "biträdande handledare", Russian "научный
        # соруководитель".
        # A Brazilian sandwich doctorate's "Supervisor(a) no exterior" (the host abroad).
        r"|supervisora?\s+no\s+exterior"
        # Argentine "Director(a) asistente" and a "Director adjunto" beside the director.
        r"|direct(?:or|ora)\s+(?:asistente|adjunt[oa])"
        # Mongolian "(Гишүүн,) хамтран удирдагч" (a co-supervisor).
        r"|(?:гиш[үу][үу]н,\s*)?хамтран\s+удирдагч"
        # Croatian and Slovenian "Komentor(ica)", "Somentor(ica)".
        r"|(?:ko|so|co-?)mentor(?:ica)?(?=\s*[:：])"
        r"|co-?\s?promot(?:or(?:en|s)?|er)|co-?\s?guide|(?:external|industry)\s+guide"
        # An internship thesis's supervisor at the company, beside the school's.
        r"|(?:company|professional|industrial|industry|host\s+company)\s+supervisor(?=\s*[:：]|\s*$)"
        r"|co-?\s?r?relat(?:ore|rice|ori|rici)"
        r"|co-?\s?director(?:a)?(?:\s+de\s+(?:la\s+)?tesis|(?=\s*[:：]))"
        # Portuguese "Coorientador(a)", "Co-orientadora"; Spanish "Cotutor".
        r"|(?:prof(?:essor(?:a|es|as)?|a|\.)\.?\s+)?co-?\s?orientador(?:a|es|as)?(?:\((?:a|es|as)\))?|co-?\s?tutor(?:a|es)?(?=\s*[:：]|\s*$)"
        r"|bitr[äa]dande\s+handledare|научн(?:ый|ые)\s+со-?руководител[ьи]"
        # Norwegian "Medveileder", "Biveileder", Danish "Medvejleder", "Bivejleder".
        r"|(?:med|bi)ve[ij]leder(?:e|ne)?"
        # Turkish "Eş Danışman", "İkinci Danışman" (a second advisor).
        r"|(?:e[şs]|[iİ]kinci)\s+(?:tez\s+)?"
        + _TURKISH_ADVISOR
        + r"|co-?\s?"
        + _BARE_DIRECTOR
        # "codirectrice de recherche": with "co-" the director of research is a co-advisor
        # (without it, a rank of the CNRS).
        + r"|co-?\s?direct(?:eur|rice)s?\s+de\s+recherches?"
        # The Polish auxiliary supervisor, "Promotor pomocniczy"; the Indonesian "Ko-promotor".
        + r"|promotor\s+pomocniczy|ko-?\s?promotor"
        # Czech "Konzultant" and "Školitel specialista" (the English "Consultant:" of their
        # theses in English), Indonesian "Pembimbing Pendamping", Malay "Penyelia Bersama" (a
        # second supervisor).
        # ... and the Hungarian "(Tanszéki / Külső) konzulens" (the Czech "Konzultant"'s twin:
        # the department's or an outside one).
        + r"|(?:konzultant(?:ka)?|consultant|(?:tansz[ée]ki\s+|k[üu]ls[őo]\s+)?konzulens)"
        r"(?=\s*[:：])"
        r"|[šs]kolite[lľ](?:ka)?[\s-]+specialist(?:a|ka)"
        r"|pembimbing\s+(?:pendamping|kedua)|penyelia\s+bersama"
        # Chilean "Profesor(a) co-guía".
        r"|profesor(?:a|es)?(?:/as?)?\s+co-?\s?gu[íi]as?"
        # Greek "Συνεπιβλέπων", "Συνεπιβλέπουσα" (the co-supervisor).
        r"|συνεπιβλέπ(?:ων|ουσα|οντες)",
        Role.CO_ADVISOR,
    ),
    (
        # "Supervisor of thesis:", "Advisor of the master's thesis:".
        r"(?:advis[eo]r|supervisor)s?\s+of\s+(?:the\s+)?(?:(?:bachelor|master|doctoral|ph\.?\s?d\.?)"
        r"(?:'?s)?\s+)?(?:thesis|dissertation)|"
        # "Scientific supervisor" translates the Russian "научный руководитель".
        r"(?:thesis\s+|dissertation\s+|research\s+|academic\s+|educational\s+|scientific\s+"
        r"|principal\s+"
        r"|main\s+|major\s+"
        r"|primary\s+|first\s+|lead\s+|project\s+"
        r"|post-?\s?doc(?:toral)?\s+)?"
        r"(?:advis[eo]rs?|supervisors?)|major\s+professor"
        # Finnish doctorates in English: the "Supervising professor" above the advisors.
        r"|supervising\s+professors?"
        r"|(?:(?:thesis|dissertation)\s+)?(?:directed|supervised)\s+by"
        # Illinois' "Director of Research", Notre Dame's "Dissertation Director".
        r"|director\s+of\s+(?:research|(?:the\s+)?(?:dissertation|thesis))"
        r"|(?:dissertation|thesis|research)\s+director"
        # German "Erstbetreuer", and "Betreut durch" on a bachelor thesis's title page.
        r"|(?:erst|haupt)?betreuer(?:in)?|betreut\s+(?:durch|von)|doktor(?:vater|mutter)|"
        # A German title page's "Hauptreferent(in)": the main referee, who supervised.
        r"hauptreferent(?:in)?(?=\s*[:：])|"
        # A German title page's "Betreuender Hochschullehrer" (the supervising professor).
        r"betreuende[r]?\s+hochschullehrer(?:in)?|"
        + _DIRECTOR
        + _OF_THESIS
        # An habilitation's "Directeur des recherches" directs it (the rank is "directeur de
        # recherche").
        + r"|direct(?:eur|rice)s?\s+des\s+recherches"
        # "Thèse dirigée par", a French title page's "Dirigée par", "Sous la direction de", the
        # Spanish "Tesis dirigida por (el)".
        # A Maghreb master's cover: "Proposé et dirigé par", "Encadré(e) par".
        r"|(?:propos[ée]e?\s+et\s+)?(?:(?:th[èée]se\s+)?dirig|encadr)[ée]e?s?\s+par"
        r"|(?:tesis\s+(?:doctoral\s+)?)?dirigid[ao]s?\s+por(?:\s+(?:el|la|los|las)\b)?"
        # Central America's "Asesorado por el Ing. X" (advised by) on a thesis's cover.
        r"|asesorad[ao]s?\s+por(?:\s+(?:el|la|los|las)\b)?"
        r"|sous\s+la\s+direction\s+d[eu]|encadr(?:ant|ante|eur)s?(?:\s+de\s+th[èée]se)?"
        # Dutch "Promotor", "Promotoren" (several promoters), "Promotors", "Promotores".
        # "Mentor(ica):" over a thesis in Croatia, Serbia and Slovenia, Croatian "Voditelj(ica)
        # rada" (the work's leader), Hungarian "Témavezető".
        # A Serbian board's "Član, mentor" (the member who supervised) ends its cell.
        r"|(?:[čc]lan(?:ica)?,\s*)?mentor(?:ica)?(?=\s*[:：]|\s*$)|ментор(?:ка)?(?=\s*[:：]|\s*$)|voditelj(?:ica)?\s+(?:diplomskog\s+|završnog\s+)?rada"
        r"|t[ée]mavezet[őo]k?"
        # Indian "(Internal / Project) Guide".
        r"|promot(?:or(?:en|es|s)?|er)|(?:research|thesis|project|internal)\s+guide|guide(?=\s*[:：])"
        r"|under\s+the\s+guidance\s+of"
        r"|relat(?:ore|rice|ori|rici)|director(?:a|es|as)?\s+de\s+(?:la\s+)?tesis|(?:huvud)?handledare"
        # Norwegian "(Hoved)veileder(e)", Danish "(Hoved)vejleder(e)".
        r"|(?:hoved)?ve[ij]leder(?:e|ne)?"
        # Italian "Direttore / Direttori / Direttrice di tesi", "Supervisore", "Tutore"; the
        # Spanish "Supervisora", "Supervisores".
        r"|dirett(?:ore|ori|rice|rici)\s+(?:di|della)\s+tesi"
        r"|supervisor(?:[ei]|as?|es)(?=\s*[:：]|\s*$)"
        # Québec's "superviseur(e)" of a thesis, and a jury row's before a family name in
        # capitals ("Superviseur HADDAD Karim").
        rf"|superviseure?s?(?=\s*[:：)]|\s*$|\s+(?-i:[{LATIN_CAPITALS}]{{2,}})\b)"
        # Portuguese "Orientador(a)", Chilean "Profesor Guía", the "Tutor" of Mexican and
        # Spanish theses (alone on its line or before a colon: a CV's tutor is a job).
        # Brazilian pages print "Professor(a) Orientador(a):", "Prof. Orientador:".
        r"|(?:prof(?:essor(?:a|es|as)?|a|\.)\.?\s+)?orientador(?:a|es|as)?(?:\((?:a|es|as)\))?"
        r"|profesor(?:a|es)?(?:/as?)?\s+gu[íi]as?"  # "Profesor/a guía" for either
        # Mongolian "(Эрдэм шинжилгээний) удирдагч" (the supervisor), "Гишүүн, удирдагч".
        r"|(?:гиш[үу][үу]н,\s*)?(?<!хамтран\s)удирдагч"
        # Lithuanian "(Darbo) vadovas / vadovė" (the work's leader), Latvian "Darba vadītājs /
        # vadītāja", Estonian "Juhendaja(d)".
        r"|(?:darbo\s+|mokslin(?:is|ė|iai)\s+)?vadov(?:as|ė|ai|ės)(?=\s*[:：])|(?:darba\s+|zin[āa]tnisk(?:ais|[āa])\s+)?vad[īi]t[āa]j(?:s|a|i)(?=\s*[:：])"
        r"|juhendaja(?:d)?(?=\s*[:：])"
        # Polish "Opiekun pracy" (the work's supervisor), also "Opiekun naukowy".
        r"|opiekun(?:ka)?\s+(?:pracy|naukowy)"
        r"|tutor(?:a|es)?(?:\s+principal|\s+de\s+(?:la\s+)?tesis)?(?=\s*[:：]|\s*$)"
        # Russian "Научный руководитель" (the supervisor) and "Научный консультант" (a doctor
        # of science's adviser).
        r"|научн(?:ый|ые)\s+(?:руководител[ьи]|консультант(?:ы)?)"
        # ... and the Ukrainian "Науковий керівник", "Науковий консультант"; a Russian or
        # Ukrainian title page's "Руководитель" / "Керівник" (of the work) alone over the name.
        r"|науков(?:ий|і)\s+(?:керівник(?:и)?|консультант(?:и)?)"
        r"|(?:руководител[ьи]|керівник)(?:\s+(?:работы|вкр|проекта|роботи))?(?=\s*[:：]|\s*$)"
        r"|(?:tez\s+)?"
        + _TURKISH_ADVISOR
        + "|"
        + _BARE_DIRECTOR
        # Mexican and Central American "Asesor(a) de tesis" (before its colon: an "asesor" is
        # also a consultant's job).
        # A Central American record's "Profesor Asesor" under the advisor's name.
        + r"|(?:profesor(?:a|es)?\s+)?asesor(?:a|es|as)?(?:\s+(?:principal|de\s+(?:la\s+)?tesis))?"
        r"(?=\s*[:：]|\s*$)"
        # Czech "Vedoucí diplomové práce", Slovak "Vedúci záverečnej práce" (the leader of
        # the work; "Vedoucí katedry" heads a department), the doctoral "Školitel(ka)".
        # "Vedoucí:" alone on a thesis's assignment form.
        r"|ved(?:ouc[íi]|[úu]ci)\s+(?:[^\W\d_]+\s+)?pr[áa]ce|ved(?:ouc[íi]|[úu]ci)(?=\s*[:：])"
        r"|[šs]kolite[lľ](?:ka)?"
        # Indonesian "(Dosen) Pembimbing", its main ("Utama") and first ("Pertama") one, Malay
        # "Penyelia", Finnish "Ohjaaja(t)".
        r"|(?:dosen\s+)?pembimbing(?:\s+(?:utama|pertama))?|penyelia(?:\s+utama)?|ohjaaja(?:t)?"
        # Spanish "Director(a) :" before a doctor's or professor's title (alone it is a post),
        # Portuguese "Supervisão:" (a postdoc's supervision).
        r"|" + _SPANISH_DIRECTOR + r"|supervis[ãa]o(?=\s*[:：])"
        # Vietnamese: the lecturer, officer or person who guides ("Giảng viên / Cán bộ / Người
        # hướng dẫn (khoa học)"), abbreviated "GVHD".
        r"|(?:gi[ảa]ng\s+vi[êe]n|gi[áa]o\s+vi[êe]n|c[áa]n\s+b[ộo]|ng[ưu][ờo]i)\s+h[ưu][ớo]ng\s+d[ẫa]n"
        r"(?:\s+(?:khoa\s+h[ọo]c|d[ựu]\s+[áa]n))?|gvhd(?=\s*[:：])"
        # Greek "Επιβλέπων", "Επιβλέπουσα", "Επιβλέποντες" (the supervisor).
        r"|επιβλέπ(?:ων|ουσα|οντες)"
        # Romanian "Coordonator (științific)" over a licence or master's thesis, "Conducător de
        # doctorat" over a doctorate.
        r"|coordonator(?:i|ul)?(?:\s+[șş]tiin[țţ]ific)?(?=\s*[:：])"
        r"|conduc[ăa]tor(?:ul)?\s+(?:de\s+doctorat|[șş]tiin[țţ]ific)",
        Role.ADVISOR,
    ),
    (
        rf"(?:{_WHICH_COMMITTEE}\s+)?(?:committee\s+)?(?:co-?\s?)?chair(?:man|woman|person)?"
        # ... of the committee, or the defence's chair of Nordic theses in English ("Chair of
        # the defence:").
        r"(?:\s+of\s+(?:the\s+)?(?:committee|defen[cs]e(?=\s*[:：])))?"
        # "Chair, Thesis Examination Committee".
        rf"(?:,\s*(?:{_WHICH_COMMITTEE}\s+)+committee)?"
        # A British viva's chair who does not examine: "Non-examining / Independent Chair
        # (Convener)", "Convener:".
        r"|(?:non-?\s?examining|independent)\s+chair(?:\s*\(conven[eo]r\))?"
        # A Japanese committee's 主査 in English: "Chief Examiner".
        r"|chief\s+examiner"
        r"|conven[eo]r(?=\s*[:：])"
        # "Président(e) du jury", and "Président" alone with its accent ("— Président" after
        # a member of a French jury); the English "President" is an official.
        # Québec's "Président(e)-rapporteur(e)", who chairs the jury and reports on it.
        r"|pr[ée]sident(?:e)?\s+du\s+jury|présidente?(?:[\s-]+rapporteu(?:r|re|se))?"
        # "Vorsitzende(r) (der Prüfungskommission)"; "... des Promotionsorgans" is the dean.
        # "Prüfungsvorsitz(ender)" on a CV: the chair of the examination.
        r"|(?:pr[üu]fungs)?vorsitzende[r]?(?:\s+der\s+(?:pr[üu]fungs|promotions)(?:kommission"
        r"|ausschusses))?(?!\s+des\b)"
        r"|(?:pr[üu]fungs)?vorsitz(?=\s*[:：])"  # a German title page's "Vorsitz:" (the chair)
        r"|president[ae](?:\s+del\s+tribunal)?(?=\s*[:：])|(?<=\()presidente?(?=\s*\))"
        # Dutch "(voorzitter)", Swedish "ordförande".
        r"|voorzitter|ordf[öo]rande"
        # Danish "formand" (of the assessment committee), before its colon or in brackets.
        r"|formand(?=\s*[:：])|(?<=\()formand(?=\s*\))"
        r"|председатель(?:\s+диссертационного\s+совета)?(?=\s*[:：])"
        # Ukrainian "Голова (разової спеціалізованої вченої) ради" (the council's chair).
        r"|голова(?:\s+(?:разової\s+)?(?:спеціалізованої\s+)?(?:вченої\s+)?ради)?(?=\s*[:：])"
        # Turkish "Jüri Başkanı", and "Başkan" before its colon or in brackets after a member:
        # "Anabilim Dalı Başkanı" is the head of the department.
        r"|j[üu]ri\s+ba[şs]kan[ıi]|ba[şs]kan(?=\s*[:：])|(?<=\()ba[şs]kan(?=\s*\))"
        # Polish "Przewodniczący (Komisji)", Czech and Slovak "Předseda", "Predsedníčka" (of
        # the board).
        r"|przewodnicz[ąa]c[ya](?:\s+komisji)?|p[řr]edsed(?:a|kyn[ěe]|n[íi][čc]ka)(?=\s*[:：])"
        # Malay "Pengerusi (Viva)" (the chair of the oral examination).
        r"|pengerusi(?:\s+(?:viva|peperiksaan(?:\s+lisan)?))?"
        # Mongolian "(Зөвлөлийн / Хорооны) дарга" (the council's or committee's chair).
        r"|(?:з[өо]вл[өо]лийн|хорооны)\s+дарга"
        # Hungarian "Elnök:" (the chair), and "a bizottság elnöke" under the chair's signature.
        r"|eln[öo]k(?=\s*[:：])|(?:a\s+bizotts[áa]g\s+)?eln[öo]ke\b"
        # Lithuanian "(Komisijos / Tarybos) pirmininkas / pirmininkė", alone before its colon
        # or dash ("Pirmininkė – prof. dr. X").
        r"|komisijos\s+pirminink(?:as|ė)|(?:tarybos\s+)?pirminink(?:as|ė)(?=\s*[:：–—-]|\s*$)"
        # Serbian, Croatian and Bosnian "Predsednik", "Predsjednica" (of the board), also after
        # a member's name ("prof. dr. sc. X, predsjednik"); Romanian "Președinte".
        r"|predsj?edni(?:k|ca)(?:\s+komisije)?(?=\s*[:：]|\s*$)|pre[șşs]edinte(?=\s*[:：]|\s*$)"
        # Indonesian "Ketua Penguji" / "Ketua Sidang", and a board of examiners' "Ketua" before
        # its colon ("Ketua Program Studi", the head of a programme, is an official).
        r"|ketua\s+(?:tim\s+)?(?:penguji|sidang)|ketua(?=\s*[:：])"
        # Vietnamese "Chủ tịch hội đồng" (the chair of the board).
        r"|ch[ủu]\s+t[ịi]ch(?:\s+h[ộo]i\s+[đd][ồo]ng)?(?=\s*[:：]|\s*$)",
        Role.COMMITTEE_CHAIR,
    ),
    (
        _SEAT + rf"(?:(?:{_WHICH_COMMITTEE}\s+)?committee\s+)?members?"
        r"(?:\s+of\s+(?:the\s+)?(?:\w+\s+)?committee)?"
        r"|(?:(?:thesis|dissertation|doctoral|ph\.?\s?d\.?)\s+)?"
        + _SEAT
        + r"(?:referees?|(?:pre-?\s?|preliminary\s+|co-?\s?)?examiners?"
        r"|(?:first\s+|second\s+|third\s+|faculty\s+)?readers?"
        # Dutch and British masters' "Second Grader", "Second Assessor".
        r"|(?:first|second|third)\s+(?:graders?|assessors?)"
        # Nordic defences: the (faculty) opponent, Finnish pre-examiners ("esitarkastajat")
        # and opponent ("vastaväittäjä"), the Swedish grading committee ("betygsnämnd").
        r"|(?:(?:first|second|third|faculty)\s+)?opponents?|fakultetsopponent|esitarkastaja(?:t)?"
        # ... and the Norwegian committee's administrator, a member from the department.
        r"|committee\s+administrator"
        r"|vastav[äa]itt[äa]j[äa]|betygsn[äa]mnd)"
        r"|approved\s+by|read\s+by|examined\s+by"
        # ... and in Portuguese and Spanish, over the members ("Aprovada por:").
        r"|apro(?:vad|bad)[oa]s?\s+por(?=\s*[:：]|\s*$)"
        # Vietnamese reviewers ("(Giảng viên / Cán bộ) phản biện", "GVPB"), board members
        # ("Ủy viên") and the board's secretary, a member ("(Ủy viên) thư ký").
        r"|(?:(?:gi[ảa]ng\s+vi[êe]n|gi[áa]o\s+vi[êe]n|c[áa]n\s+b[ộo])\s+)?ph[ảa]n\s+bi[ệe]n"
        r"|gvpb(?=\s*[:：])"
        r"|(?:[ủu]y\s+vi[êe]n|(?:[ủu]y\s+vi[êe]n\s+)?th[ưu]\s+k[ýy])(?:\s+h[ộo]i\s+[đd][ồo]ng)?"
        r"(?=\s*[:：]|\s*$)"
        # ... and its "Thành viên (hội đồng)" (a member of the board).
        r"|th[àa]nh\s+vi[êe]n(?:\s+h[ộo]i\s+[đd][ồo]ng)?(?=\s*[:：]|\s*$)"
        rf"|{_WHICH_COMMITTEE}\s+committee"
        r"|committee(?=\s*[:：])"  # "Committee: A (Chair), B" on a thesis's approval page
        r"|comit[ée]\s+de\s+th[èée]se(?=\s*[:：])"  # "Comité de thèse : A (superviseur), B"
        # UNAM's tutoring committee, "(Miembros del) Comité Tutor", over its members.
        r"|(?:miembros?\s+del\s+)?comit[ée]\s+tutor(?:al)?"
        r"|graduate\s+(?:school|faculty|council)\s+representative"
        # Singapore's and India's advisory committees by their letters: "TAC member:", "DAC
        # Member" (thesis / doctoral advisory committee).
        r"|(?:tac|dac|pac|rac)\s+members?"
        # Oregon's "Core Member" and "Institutional Representative" (the member from outside
        # the department), "University Representative".
        r"|core\s+member|(?:institutional|university)\s+representative"
        # Philippine theses are judged by a panel: "(Panel Member)", "Panelist".
        r"|(?:thesis\s+|oral\s+)?panel\s+members?|panel(?:l)?ists?"
        # A German board's "Mitglied:" and its "Weitere Mitglieder der Prüfungskommission:".
        r"|mitglied(?:er)?(?=\s*[:：])|(?:weitere\s+)?mitglieder\s+der\s+pr[üu]fungskommission"
        # The gender-neutral "Prüfende", "Gutachtende" and "Prüfer:innen", "Gutachter*innen".
        # "Erstgutachter", and "Erster" / "Zweite(r) Gutachter(in)" in two words.
        r"|(?:weitere[rs]?\s+)?(?:(?:erst|zweit|dritt)(?:e[rs]?\s+)?)?"
        r"(?:gutacht|pr[üu]f)(?:er(?:in|[:*_]?innen)?"
        r"|ende(?=\s*[:：]|\s+der\s+dissertation))(?:\s+der\s+dissertation)?"
        # German "Berichter(statter)" and Swiss "Referent" / "Korreferent": the examiners who
        # report on the thesis ("Referent" only before its colon: it is also an ordinary word).
        r"|(?:(?:mit|erst|zweit|dritt)|(?:erste|zweite|dritte)r?\s+)?berichter(?:statter)?(?:in)?"
        r"|(?:kor?r?|co-?)?referent(?:in)?(?=\s*[:：])"
        r"|rapport(?:eu(?:r|re|se)|rice)s?|(?:membres?\s+)?invit[ée]e?s?"
        # Québec's "Membre interne" / "Membre externe" (from the department or outside it).
        r"|membres?\s+(?:intern|extern)es?"
        # A jury row's role cell "Membre" (capitalised, ending its cell: it is also a word).
        r"|(?-i:M)embres?(?=\s*[:：]|\s*$)"
        # A German examination committee's "First / Second / Third Reviewer:" (of the dissertation).
        r"|(?:(?:first|second|third|fourth|external|internal)\s+)?reviewers?(?=\s*[:：,])"
        r"|examination\s+board|board\s+of\s+examiners"
        # India's "Viva-voce board (8 August 2022):" over its examiners.
        r"|viva(?:[\s-]+voce)?\s+(?:board|committee)(?:\s*\([^()]*\))?(?=\s*[:：])"
        # Iowa State's "Program of Study Committee" (POS) is the doctoral committee.
        r"|(?:program\s+of\s+study|pos)\s+committee"
        # ... and in prose, "(soutenue) devant le jury composé de : A (présidente), B".
        r"|examinat(?:eur|rice|or)s?|membres?\s+du\s+jury"
        r"|(?:(?:soutenue?\s+)?devant\s+(?:le|un)\s+)?jury(?:\s+members?|\s+compos[ée]e?\s+de)?"
        r"(?=\s*[:：])"
        # Dutch "promotiecommissie", Italian "controrelatore" and a commission's "Componente",
        # Spanish "vocal", Swedish "opponent" and "betygsnämnd".
        r"|promotiecommissie|(?:overige|onafhankelijke)\s+leden|leden(?=\s*[:：])"
        # ... and its secretary, a member too ("Prof. A (Segretario)", "Il Segretario").
        r"|controrelat(?:ore|rice)|(?:component[ei]|segretari[oa])(?=\s*[:：]|\s*$)"
        # Italian "Commissione (giudicatrice / di dottorato)" over its members.
        r"|commissione(?:\s+(?:giudicatrice|di\s+(?:dottorato|tesi|laurea)))?(?=\s*[:：])"
        # Portuguese "Vogal Externo" / "Vogais" (the jury's members).
        # A Spanish tribunal's substitute who sat in: "Vocal (suplente)".
        r"|(?:vocal|secretari[oa]|tribunal|(?:vogal|vogais)(?:\s+(?:extern|intern)[oa]s?)?)"
        r"(?:\s*\((?:suplente|titular)\))?(?=\s*[:：])"
        r"|opponent|betygsn[äa]mnd|faculty\s+(?:examiner|opponent)s?"
        # ... and its English name on Swedish theses, "Grading committee:".
        r"|grading\s+committee(?=\s*[:：])"
        # Dutch "manuscriptcommissie", "(secretaris)"; Chilean "Profesor Correferente";
        # Brazilian "Banca Examinadora", "Comissão Julgadora".
        r"|(?:manuscript|exam(?:en)?|lees|beoordelings)commissie|secretaris|reservelid"
        r"|(?:profesor(?:a|es)?\s+)?correferentes?"
        # ... and its "Profesor Lector" (a reader of the work, who sits on the tribunal).
        r"|profesor(?:a|es)?\s+lector(?:a|es)?(?=\s*[:：]|\s*$)"
        r"|(?:banca|comiss[ãa]o)\s+(?:examinadora|julgadora|avaliadora)"
        # A Spanish tribunal's "Examinador(a)" before the member's title and name.
        r"|examinador(?:a|es|as)?\b"
        # A Brazilian board's "Avaliador(a) Interno / Externo (ao Programa)", "Membro Interno".
        r"|(?:avaliador(?:a|es|as)?|membros?)\s+(?:intern|extern)[oa]s?"
        # Spanish "Comisión evaluadora / examinadora" (Chile), "Miembros de la comisión".
        r"|(?:miembros\s+de\s+la\s+)?comisi[óo]n(?:\s+(?:evaluadora|examinadora|de\s+tesis))?"
        r"(?=\s*[:：]|\s*$)"
        # Russian official opponents review the dissertation and sit at its defence.
        r"|официальн(?:ый|ые)\s+оппонент(?:ы)?|офіційн(?:ий|і)\s+опонент(?:и)?"
        # ... and the council's reviewers, "Рецензент(и)" (Ukrainian and Russian).
        r"|(?:официальн(?:ый|ые)\s+)?рецензент(?:и|ы)?(?=\s*[:：]|\s*$)"
        # Norwegian "Bedømmelseskomité" and its "Førsteopponent", "Andreopponent"; Danish
        # "Bedømmelsesudvalg" (the assessment committee).
        r"|bed[øo]mmelses(?:komit[ée](?:en)?|udvalg(?:et)?)|(?:f[øo]rste|andre|tredje)opponent"
        # Turkish "Jüri Üyesi", "Tez Jüri Üyeleri :", and "Üye" before its colon.
        r"|(?:tez\s+)?j[üu]ri\s+[üu]ye(?:si|leri)(?=\s*[:：])|j[üu]ri\s+[üu]yesi|[üu]ye(?=\s*[:：])"
        # Czech and Slovak "Oponent(ka)"; Indonesian "(Dosen) Penguji", Malay "Pemeriksa
        # Luar"; Finnish "Tarkastaja(t)"; Mexican "Sinodal(es)", a "Jurado:" and its
        # "1er Suplente:", "Segundo suplente:" (the alternates who sit if one is absent).
        # Indonesian board of examiners seats its "Sekretaris" and "Anggota" (members).
        # Polish "Recenzent(ka)" (a reviewer of the thesis) and "Członek komisji"; a Czech or
        # Slovak board's "Člen(ka)" before its colon.
        r"|recenzen(?:t|tka|ci)(?:\s+(?:rozprawy|pracy))?|cz[łl]on(?:ek|kowie)\s+komisji"
        r"|[čc]len(?:ka)?(?=\s*[:：])"
        # Lithuanian "Recenzentas / Recenzentė", Latvian "Recenzents", Estonian "Retsensent"
        # (the reviewer of the work), Lithuanian "Komisijos narys / narė" (a member).
        r"|recenzent(?:as|ė|ai|s)|retsensent|komisijos\s+nar(?:ys|ė|iai)"
        # ... a defence council ("Gynimo taryba:") and its "Nariai:" (members).
        r"|gynimo\s+taryba(?=\s*[:：])|nar(?:ys|ė|iai)(?=\s*[:：])"
        # A Hungarian committee's secretary ("Titkár:", "a bizottság titkára"), its official
        # reviewers ("(Hivatalos) bíráló:") and members ("Tag:", "Tagok:").
        r"|titk[áa]r(?=\s*[:：])|(?:a\s+bizotts[áa]g\s+)?titk[áa]ra\b"
        r"|(?:hivatalos\s+)?b[íi]r[áa]l[óo]k?(?=\s*[:：])|tag(?:ok|ja)?(?=\s*[:：])"
        # A Mongolian council's "Гишүүн" (member), "Гишүүн, удирдагч" a member who supervised.
        r"|гиш[үу][үу]н(?!,\s*(?:хамтран\s+)?удирдагч)"
        # ... and a Serbian, Croatian or Bosnian board's "Član(ica):", also after a member's
        # name; Romanian "Membru", "Membri" and "Referent oficial" (an official reviewer).
        r"|[čc]lan(?:ica)?(?=\s*[:：]|\s*$)|membr[ui](?=\s*[:：]|\s*$)"
        # ... its "Članovi komisije:" over them, in Latin or Cyrillic letters.
        r"|(?:[čc]lanovi|чланови)\s+(?:komisije|комисије)(?=\s*[:：]|\s*$)|члан(?:ица)?(?=\s*[:：])"
        r"|referen(?:t|[țţ]i)\s+oficiali?(?=\s*[:：]|\s*$)"
        # The board itself over its members: Croatian "Povjerenstvo (za ocjenu / obranu ...)",
        # Serbian and Slovenian "Komisija (za ocenu i odbranu)", Romanian "Comisia de doctorat".
        r"|(?:povjerenstvo|komisija)(?:\s+za\s+[^:：]{3,60}?)?(?=\s*[:：])"
        r"|comisia(?:\s+de\s+(?:doctorat|evaluare|sus[țţ]inere|examinare))?(?=\s*[:：])"
        r"|oponent(?:ka|i)?|(?:dosen\s+|anggota\s+(?:tim\s+)?)?penguji(?:\s+(?:utama|pendamping|anggota|eksternal|internal|luar|tamu))?"
        r"|(?:sekretaris|anggota)(?=\s*[:：])"
        r"|pemeriksa(?:\s+(?:luar|dalam))?|tarkastaja(?:t)?|sinodal(?:es)?|jurado(?=\s*[:：])"
        # A Chilean record's "Integrante de la Comisión", "Integrante externo".
        r"|integrantes?(?:\s+(?:de\s+la\s+comisi[óo]n|del\s+tribunal|extern[oa]s?|intern[oa]s?))?"
        r"(?=\s*[:：]|\s*$)"
        r"|(?:(?:\d{1,2}\s*)?(?:er|ro|do|to|[oº°])\.?\s+|(?:primer|segund|tercer)[oa]?\s+)?"
        r"suplentes?(?=\s*[:：])"
        # A Chinese defence committee listed by each member's university and rank before a
        # colon ("南京大学教授：X", "东南大学副教授：Y").
        rf"|{HAN_CHARACTER}{{0,12}}{HAN_INSTITUTION}(?:副)?(?:教授|研究员|研究員)(?=\s*[:：])",
        Role.COMMITTEE_MEMBER,
    ),
)


def _spaced(label: str) -> str:
    return r"\s*".join(label)


# "答辩委员会名单" (the defence committee's list) heads the table: "委员" before "会" is part of
# "委员会", the committee, and labels no one; nor does a label joined to another word by "및"
# ("심사위원 및 판정", the heading of the members and their verdicts).
KOREAN_LABEL = re.compile(
    r"(?P<label>"
    + "|".join(f"(?P<k{i}>{_spaced(label)})" for i, (label, _) in enumerate(_KOREAN))
    + r")(?![会會])(?!\s*및\s)"
)
ENGLISH_LABEL = re.compile(
    r"(?P<label>"
    + "|".join(f"(?P<e{i}>{pattern})" for i, (pattern, _) in enumerate(_ENGLISH))
    + ")",
    re.IGNORECASE,
)


def role_of(found: re.Match[str]) -> Role:
    for key, value in found.groupdict().items():
        if value is None or key in ("label", "name", "seat"):
            continue
        index = int(key[1:])
        return _KOREAN[index][1] if key[0] == "k" else _ENGLISH[index][1]
    raise ValueError("label match without a label group")


# "논문심사위원장", "석사 지도교수", "외부심사위원": the prefix says which thesis or seat, not who.
# "박사학위 지도교수": up to two such words. "지도교수명:", "지도교수 성명:" name the field;
# 명 is no syllable of the name there.
_KOREAN_PREFIX = (
    r"(?:(?:논\s*문|석\s*사|박\s*사|학\s*위|외\s*부|내\s*부|교\s*[내외])\s*(?:과\s*정\s*)?){0,2}"
)
_KOREAN_AT_START = re.compile(
    r"^\s*"
    + _KOREAN_PREFIX
    + KOREAN_LABEL.pattern
    # The form's field after the role: "지도교수 성명:", "指导教师姓名、职称:" (name, title).
    + r"(?:\s*(?:성\s*명|이\s*름|명|姓\s*名)(?:\s*[、，,及/]?\s*(?:职\s*称|職\s*稱))?(?=\s*[:：]))?"
    + r"\s*[:：]?\s*"
)
# "M.S. thesis advisor:", "Ph.D. Supervisor:" - the degree names which advisor, not who.
_DEGREE = r"(?:(?:m\.?\s?s\.?|m\.?\s?sc\.?|ph\.?\s?d\.?|master'?s|doctoral|b\.?\s?s\.?)\s+)?"
# "Name of Supervisor:", "Signature of the Co-Supervisor:": a form's fields for the role, and
# the Malay "Nama (dan Alamat) Pemeriksa Luar" (name and address of the external examiner).
_FIELD_OF = (
    r"(?:(?:name|signature)\s+of\s+(?:the\s+)?|(?:nama|tandatangan)\s+(?:dan\s+alamat\s+)?"
    # The Spanish "Vo. Bo. del Tutor:" (visto bueno: the tutor's approval, signed under it).
    r"|v[oº°]\.?\s?\s*b[oº°]\.?\s+(?:del?|de\s+la)\s+)?"
)
_ENGLISH_AT_START = re.compile(
    r"^\s*"
    + _FIELD_OF
    + _DEGREE
    + ENGLISH_LABEL.pattern
    + r"(?:\(s\))?"  # "Supervisor(s):"
    + r"(?:\s+names?(?=\s*[:：]))?"  # a form's "Main Supervisor name:"
    # "Committee Member #1:", seats; "Pembimbing II", "Penguji 1" alone in a table's cell,
    # "Pembimbing I," over a signature.
    + r"(?:\s*(?:#|no\.)\s*\d{1,2}|\s+(?P<seat>\d{1,2}|I{1,3}|IV)(?=\s*[:：,]|\s*$))?"
    # "Member (External)", "Examiner (Internal)": where the member comes from.
    + r"(?:\s*\((?:external|internal|outside|ex-?\s?officio|co-?opted)\))?"
    # "Chair of Committee, X" (TAMU); a program's "Reader :: m" or "Reader = {" is no label.
    + r"(?![A-Za-z])(?:\s*[:：,](?![:=])\s*|\s+(?=[^\s:={<])|\s*$)",
    re.IGNORECASE,
)
_FIRST_SEAT = frozenset({"1", "I"})


def _seated(role: Role, found: re.Match[str]) -> Role:
    """ "Pembimbing 2", "Supervisor II": an advisor's label numbered past the first seat names
    the second advisor."""
    seat = found.groupdict().get("seat")
    if role is Role.ADVISOR and seat is not None and seat.upper() not in _FIRST_SEAT:
        return Role.CO_ADVISOR
    return role


# "Seoyeon Park: Thesis Committee Member #2": which thesis and which seat say nothing of who.
# A Brazilian catalogue card brackets the role: "Renato Lima [Orientador]".
_ENGLISH_AT_END = re.compile(
    r"^(?P<name>.+?)\s*(?:[,:(\[–—-]\s*|\s+)(?:(?:thesis|dissertation|examining)\s+)?"
    + ENGLISH_LABEL.pattern
    + r"(?:\(s\))?"  # a form's "Chair(s)", for one chair or two
    # A comma after the role where the line wraps ("X, Committee Chair," / "representing Y");
    # a Brazilian board's school after a dash ("X Membro Externo - FEI", "Orientador - ITA").
    + r"(?:\s*(?:#|no\.)?\s*\d{1,2})?\s*[)\]]?\s*,?"
    + r"(?:\s+[–—-]\s+[A-Z][\w./&-]{1,20})?\s*$",
    re.IGNORECASE,
)


# The marks a list's items open on: bullets, and any arrow, geometric shape, symbol or
# dingbat a template sets there ("✤ Advisors: ...", "➤", "◆", "★").
BULLET = r"[•‣⁃∙\u2190-\u21ff\u25a0-\u25ff\u2600-\u27bf\u27f0-\u27ff\u2900-\u297f\u2b00-\u2bff]"
# A CV's list bullet before its "• Advisor: ..." line.
# A dash, a star, a plus (Markdown's third bullet), a quote's ">" or a middle dot opens a
# list item too, when a space follows it ("- Advisor: X", "+ Supervisors: Y", "> Advisor:
# Z", "· External examiner: W").
# A bullet, or the ordinal of a numbered label ("1. Berichter:", "(2) Gutachter").
_LIST_BULLET = re.compile(
    rf"^\s*(?:{BULLET}|[-–*·+>](?=\s)|(?:\d{{1,2}}[.)]|\(\d{{1,2}}\))(?=\s*[^\W\d_]))\s*"
)
_DASH_SEPARATOR = re.compile(r"^\s*[–—―-]+\s*(?=\S)")


def _names_the_work(text: str) -> bool:
    """Words that name a kind of work and nothing else ("Tese de Doutorado", "PhD Thesis")."""
    words = [folded_letters(word) for word in re.findall(r"[^\W\d_]+", text)]
    return any(word in LATIN_STOPWORDS for word in words) and all(
        word in LATIN_STOPWORDS or word in NAME_PARTICLE_WORDS for word in words
    )


# Words of neither letters nor Chinese characters and kana (a Chinese reading's "指導教授" is
# a label, not the page edge).
_OCR_LEADING_JUNK = re.compile(
    r"^\s*(?:[^A-Za-z가-힣\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\s]+\s+)+"
)
# The first syllables of a letter-spaced Korean label that OCR read as short Latin fragments
# ("Al AA 위 원 :", "Al A} 위원장" for 심 사 위 원): dropped when the rest of the line opens on a
# Korean label and a fragment is no word of a name (capitals, a lone letter, a stray sign),
# so that a short romanized name before its label ("Li Na 위원 (인)") stays.
_OCR_MISREAD_SYLLABLES = re.compile(r"^\s*(?:[A-Za-z]{1,3}[^\w\s가-힣]?\s+){1,3}(?=[가-힣])")
_NAME_WORD = re.compile(r"^[A-Z][a-z]{1,2}$")
# A catalogue card's call number glued to the lines of its notes in the text layer
# ("SanOrientador: X" for a card filed under "San"): a few letters before a capitalised label.
# Only a label before its colon is read so: "NovoOrientador" alone is a word.
_GLUED_LETTERS = re.compile(r"^\s*[A-Z][a-z]{1,3}(?=[A-Z][a-z])")
_COLON = re.compile(r"[:：]\s*$")


# Spanish forms print both genders: "EL/LA PRESIDENTE/A", "Secretario/a".
_INCLUSIVE_FORMS = re.compile(
    r"^\s*(?:el|la|los|las)\s*/\s*(?:el|la|los|las)\s+|(?<=[^\W\d_]{3})/(?:a|as|es)\b",
    re.IGNORECASE,
)


_ARTICLE = re.compile(r"^(?:il|la|el|lo)\s+", re.IGNORECASE)


def label_at_start(text: str, *, ocr: bool = False) -> tuple[Role, str, bool] | None:
    """(role, text after the label, whether the label is Korean) for a cell opening on a label.

    For OCR text a Korean label of four syllables or more may carry one misread syllable
    ("섬사위원" for 심사위원), provided the whole cell is that label.
    """
    if ocr:
        text = _OCR_LEADING_JUNK.sub("", text)  # "| 심사위원", "5 심사위원": the page edge
    text = _INCLUSIVE_FORMS.sub("", _LIST_BULLET.sub("", text))
    for pattern, korean in ((_KOREAN_AT_START, True), (_ENGLISH_AT_START, False)):
        found = pattern.match(text)
        if found:
            # "Thesis advisor — Sua Gil": a dash may stand where a colon would; after a
            # board's name it may say which work it judged ("Comissão Julgadora – Tese de
            # Doutorado"), a heading over the members and no one's name.
            after = text[found.end() :]
            rest = _DASH_SEPARATOR.sub("", after).strip()
            if rest != after.strip() and _names_the_work(rest):
                rest = ""
            return _seated(role_of(found), found), rest, korean
    if alone := _ENGLISH_AT_START.fullmatch(_ARTICLE.sub("", text.strip()) + ":"):
        # "Presidente", "Vocal": labels that running text takes only before a colon stand
        # alone on a line of their own over the name, maybe after an article ("Il
        # Presidente", "El Secretario").
        return _seated(role_of(alone), alone), "", False
    glued = _GLUED_LETTERS.match(text)
    unglued = text[glued.end() :] if glued is not None else ""
    if (found := _ENGLISH_AT_START.match(unglued)) and _COLON.search(found.group(0)):
        rest = _DASH_SEPARATOR.sub("", unglued[found.end() :]).strip()
        return _seated(role_of(found), found), rest, False
    misread = _OCR_MISREAD_SYLLABLES.match(text) if ocr else None
    if (
        misread is not None
        and not all(_NAME_WORD.match(word) for word in misread.group().split())
        and (found := _KOREAN_AT_START.match(text[misread.end() :]))
    ):
        rest = text[misread.end() + found.end() :].strip()
        return role_of(found), rest, True
    if ocr:
        squeezed = re.sub(r"\s+", "", text)
        for label, role in _KOREAN:
            if len(label) >= 4 and len(squeezed) == len(label) and _one_off(squeezed, label):
                return role, "", True
    return None


# Each Korean label on its own, to list every way a cell can open on a label: "위원장민호" opens
# on 위원장 and on 위원 alike (see `boundary`).
_EACH_KOREAN_AT_START = tuple(
    (re.compile(r"^\s*" + _KOREAN_PREFIX + _spaced(label) + r"(?![会會])\s*[:：]?\s*"), role)
    for label, role in _KOREAN
)


def korean_readings(text: str, *, ocr: bool = False) -> list[tuple[Role, str]]:
    """(role, text after the label) for every Korean label the cell opens on, longest label
    first; the first is `label_at_start`'s reading."""
    if ocr:
        text = _OCR_LEADING_JUNK.sub("", text)
    found = [(pattern.match(text), role) for pattern, role in _EACH_KOREAN_AT_START]
    matched = sorted(
        ((match.end(), role) for match, role in found if match is not None),
        key=lambda item: -item[0],
    )
    return [(role, text[end:].strip()) for end, role in matched]


_LEADING_HANGUL = re.compile(r"^\s*((?:[가-힣]+\s*)+)")
_CUT_LABEL_SYLLABLES = 3  # fewer opening syllables than this begin too many ordinary words


def opens_on_cut_korean_label(text: str) -> bool:
    """An OCR line opening on the first syllables of a Korean label and nothing more of it
    ("심사위 4 4s" for 심사위원 and a name under a signature): the rest of the label was lost."""
    found = _LEADING_HANGUL.match(text)
    opening = re.sub(r"\s+", "", found.group(1)) if found else ""
    return len(opening) >= _CUT_LABEL_SYLLABLES and any(
        len(label) > len(opening) and label.startswith(opening) for label, _ in _KOREAN
    )


def _one_off(left: str, right: str) -> bool:
    return sum(a != b for a, b in zip(left, right, strict=True)) <= 1


# "구본석 (심사위원장)": a Korean role in parentheses after the name, before or after the seal
# slot ("김성범 (인) (지도교수)").
_KOREAN_AT_END = re.compile(
    r"^(?P<name>[^()]+?)\s*(?:\((?:인|印|서명|날인)\)\s*)?\(\s*"
    + r"(?:注\s*[:：]\s*)?"  # a Chinese page's note: "X (注：主席)"
    + _KOREAN_PREFIX
    + KOREAN_LABEL.pattern
    + r"\s*\)"
)


# A bracket the text opens and does not close: a role's or an employer's, run on beyond it.
OPEN_BRACKET_AT_END = re.compile(r"\s*[(\[][^()\[\]]{3,}$")
_DASHED_ROLE = re.compile(r"\s[–—]\s*\S[^,–—]*$")


def label_at_end(text: str) -> tuple[Role, str] | None:
    """(role, name text) for English "Jae Won Lee, Chair" / "Seoyeon Park (Advisor)" and
    Korean "구본석 (심사위원장)"."""
    found = _ENGLISH_AT_END.match(text) or _KOREAN_AT_END.match(text)
    if not found:
        return None
    # "Bram Peeters (voorzitter / chair)": the role's own word in another language opens the
    # bracket the label closes; it is no part of the name.
    name = OPEN_BRACKET_AT_END.sub("", found.group("name")).strip()
    if _DASHED_ROLE.search(text):
        # "Patrick PÉREZ, Directeur scientifique, Valeo.ai — Rapporteur": a jury lists each
        # member's name first, then any rank and employer, and the role after a dash.
        name = name.split(",")[0]
    return role_of(found), name


# The field that names a thesis's student on a form or a CV entry: "Alumno:", "Discente:",
# "Tesista:", "Student:", "Doktorand:", "Autor:", Mexico's "PRESENTA:", Romania's graduate
# "Absolvent:", Hungary's "Szerző:" (author), a German or Polish "Diplomand:", "Dyplomant:".
_STUDENT_WORDS = (
    r"(?:discente|alun[oa]|orientand[oa]|estudiante|alumn[oa]|tesista|student|candidate"
    r"|doctorand(?:in|[oa])?|autora?|presenta|absolvent[aă]?|szerző|diplomand(?:in)?"
    r"|dyplomant(?:ka)?|author)"
)
STUDENT_FIELD = rf"{_STUDENT_WORDS}\s*[:：]"
# ... alone in its cell or on a title page's line over the author's name, its colon perhaps
# left out: "AUTHOR", Czech "AUTOR PRÁCE" (the work's author).
_STUDENT_HEADING = re.compile(
    rf"\s*(?:{_STUDENT_WORDS}|autor(?:ka)?\s+pr[áa]ce)\s*[:：]?\s*", re.IGNORECASE
)


def student_heading(text: str) -> bool:
    """The student's field alone ("Author:", "AUTOR PRÁCE"): over the author's name, or a
    cell of a row of fields."""
    return _STUDENT_HEADING.fullmatch(text) is not None


# A list of names that breaks off after a title ("supervisors: Dr. A, Prof. B, Prof." / "Dr. C",
# "...; Dr." / "B, Lund"): it goes on with the name on the next line. A rank after a name
# ("A, PhD, associate professor") closes it instead.
DANGLING_TITLE = re.compile(
    r"(?:^|[,;]|\s)\s*(?<!associate )(?<!assistant )(?<!adjunct )(?<!full )(?<!visiting )"
    r"(?:prof(?:essor)?|dr|docent)\.?\s*$",
    re.IGNORECASE,
)


def is_label_only(text: str) -> bool:
    started = label_at_start(text)
    return started is not None and not started[1]


def fields_header(cells: Sequence[str]) -> bool:
    """A row of a title page's field names over their values ("Supervisor: | Author:"): two
    cells or more, each a role label or the student's field alone, one a role at least."""
    roles = [is_label_only(cell) for cell in cells]
    return (
        len(cells) >= 2
        and any(roles)
        and all(role or student_heading(cell) for role, cell in zip(roles, cells, strict=True))
    )


def role_cell(text: str) -> Role | None:
    """The role of a table cell that holds a role label and nothing else ("Rapporteuse",
    "Gutachter", "Vocal:"); a label that running text takes only before a colon stands alone
    in a role column as it does on a line (see `label_at_start`)."""
    started = label_at_start(text)
    return started[0] if started is not None and not started[1] else None


# An advisor named inside a line of a CV's education entry: "박사 (지도교수: 문태호 교수)",
# "(논문지도: 이지훈 교수)", "석사, 지도교수 구본석", "Ph.D., KAIST, 2024 (Advisor: Taeho
# Moon)", "M.S., 2019. Advisor: Prof. Jihye Eom", a postdoc's "(Host: Prof. John Williams)".
# The label follows an opening bracket or a separator; English labels need a colon (the word
# is common in prose), Korean ones may be followed by the name directly.
_INNER_LABEL = (
    r"(?:(?:^|[(\[,;:./|，])\s*(?:"
    r"(?P<ko>(?P<ko_co>공\s*동\s*|부\s*)?(?:논\s*문\s*)?지\s*도\s*교\s*수|논\s*문\s*지\s*도)\s*[:：]?\s*"
    # Chinese CVs: "理学博士,导师田永鸿教授", a postdoc's "合作导师 Prof. X" (the host).
    r"|(?P<zh>合作导[师師]|导师|導師|指[导導]教[师師]|指[导導]老[师師])\s*[:：]?\s*"
    # Russian and Ukrainian CVs: "Научный руководитель: проф. X", "Науковий керівник: Y".
    r"|(?P<ru>науч?н(?:ый|ий)\s+(?:руководитель|керівник|консультант))\s*[:：]\s*"
    r"|(?P<en>(?:(?:thesis|dissertation|research|ph\.?\s?d\.?|m\.?\s?s\.?"
    r"|(?:master|bachelor)['’]?s|doctoral)\s+){0,2}"
    r"(?P<en_co>co-?\s?|(?:second|auxiliary)\s+)?(?:advis[eo]r|supervisor|(?P<host>host|mentor))s?)"
    # English needs a colon (or a dash standing for one), or a title after the label: "CI
    # Group, Supervisor Prof. X", "AI Laboratory: Advisors - X, Y".
    r"(?:\s*[:：]\s*|\s+[-–—]\s+|\s+(?=(?:prof(?:essor)?|dr)\b\.?))"
    # Spanish and Portuguese CV entries: "Tesis: ... Director : Dr. X" (before a title: alone
    # "Director" is a post), "Orientador(a): X", a postdoc's "Supervisão: X".
    r"|(?P<romance>" + _SPANISH_DIRECTOR + r"\s*[:：]\s*"
    r"|(?P<romance_co>co-?\s?)?orientador(?:a)?\s*[:：]\s*|supervis[ãa]o\s*[:：]\s*)"
    r")"
    # In a sentence, after any word: "Tese ... sob (a) orientação de X", "bajo la dirección de
    # X", "sous la codirection de X".
    r"|(?<!\w)(?P<phrase>sob\s+(?:a\s+)?(?P<pt_co>co-?)?orienta[çc][ãa]o\s+d[eoa]s?\s+"
    r"|bajo\s+la\s+(?:direcci[óo]n|supervisi[óo]n|tutor[íi]a)\s+de\s+"
    r"|sous\s+la\s+(?P<fr_co>co-?)?direction\s+d[eu]\s+"
    # German: "Promotion unter (der) Betreuung von X", "Masterarbeit ... bei Prof. X" ("bei"
    # only before a title: it is a common word).
    r"|unter\s+(?:der\s+)?(?:betreuung|anleitung)\s+von\s+|bei\s+(?=(?:prof|dr)\b\.?\s)))"
)
_INNER_ADVISOR = re.compile(
    _INNER_LABEL
    # "(지도교수: 편재석 교수 (서울대학교))": the advisor's own affiliation may be bracketed. The
    # names end at a bracket, a semicolon, the line's end or where the entry's next field
    # opens: an English sentence ("Advisor: Prof. Justin Romberg. Thesis: ...") or a Korean
    # label after a comma ("지도교수: 이혁재, 심사위원: ...").
    # French CVs give each supervisor's city in brackets ("Pr. A (Lyon), Dr. B (Tours)"), or
    # the employer ("A (Grenoble INP) and B (CNRS)").
    + r"(?P<names>(?:[^()\[\];:]|\([^()]*\)(?=\s*(?:,|&|\b(?:and|et|y|e|und)\b)))+?)"
    r"\s*(?:\([^()]*\)\s*)?"
    r"(?=[)\];]|\.?\s*$|\.\s+[^\W\d_](?:[^\W\d_]| ){0,30}[:：]|[,，]\s*[가-힣 ]{2,12}[:：])",
    re.IGNORECASE,
)
_CO_GROUPS = ("ko_co", "en_co", "romance_co", "pt_co", "fr_co")  # the label's "co-" groups
# "..., Atlanta, GA. Thesis advisor:" ending a line: the CV wrapped the name onto the next one.
_INNER_LABEL_AT_END = re.compile(_INNER_LABEL + r"$", re.IGNORECASE)


# A host or mentor advises only a postdoc or a visiting researcher; an invited talk's host and
# a student's outreach mentor do not.
_HOSTED_POSITION = re.compile(
    r"post-?\s?doc|research\s+fellow|visiting|박\s*사\s*후|방\s*문\s*연\s*구", re.IGNORECASE
)


# A CV names a postdoc's host or a student's advisor in prose as often as under a label:
# "Postdoctoral Fellow, ETH Zurich, in the group of Prof. Anna Berg", "Visiting researcher
# with Dr. Tomas Lind at X", "박사후연구원 (김철수 교수 연구실)". The phrases are common in other
# prose, so the line must be a hosted position or a degree, and an English name must open on
# its title; the names end where a place or another clause begins.
_HOST_PHRASE = re.compile(
    r"\b(?:in\s+the\s+(?:research\s+)?(?:group|lab(?:oratory)?|team)s?\s+of|hosted\s+by"
    r"|(?:working\s+)?with|under)\s+"
    r"(?P<names>(?:prof(?:essor)?|dr)\b\.?\s*[^()\[\];,]+?)"
    r"(?=\s+(?:at|in|on|from|for|of|to|where|working|since)\s|\s*[()\[\];,]|\s*$)",
    re.IGNORECASE,
)
_KOREAN_LAB = re.compile(
    r"(?<![가-힣])(?P<names>[가-힣]{2,4})\s*교\s*수\s*(?:님\s*)?(?:의\s*)?"
    r"(?:연\s*구\s*실|연\s*구\s*팀|연\s*구\s*그\s*룹|실\s*험\s*실|랩)"
)
# "(UNIST 산업공학과 도하윤 교수님 지도)": a Korean CV's note that a position or a degree was
# done under a professor's guidance, closing its bracket (in prose, an acknowledgement's
# "교수님의 지도와 격려" thanks whoever guided anything).
_KOREAN_GUIDED = re.compile(
    r"(?<![가-힣])(?P<names>[가-힣]{2,4})\s*교\s*수\s*(?:님\s*)?(?:의\s*)?지\s*도\s*(?:하\s*에\s*)?[)\]]"
)
# A degree or a thesis named on a line (of a CV's education, or of a phrase of guidance).
_DEGREE_WORD = re.compile(
    r"ph\.?\s?d\b|doctor(?:al|ate)|m\.?\s?sc?\b|master|박\s*사|석\s*사"
    r"|th[èée]se|tesis|tese\b|disserta[çc][ãa]o|dissertation|thesis|doutorado|mestrado"
    r"|doctorado|maestr[íi]a|doctorat|m[ée]moire|promotion|(?:bachelor|diplom)arbeit",
    re.IGNORECASE,
)


# "+ Group of Ilsa Varga. Supervised by Oren Malka.": German and Finnish CVs name the group a
# doctorate was done in, its head without a title, as a sentence or a list item of its own.
_GROUP_OF = re.compile(
    r"(?:^|[.;]\s+|^[+•▪◦*–-]\s*)(?:research\s+)?group\s+of\s+"
    r"(?P<names>(?:[^()\[\];,.]|(?<=\b[A-Z])\.)+?)(?=\s*(?:[.;,(]|$))",
    re.IGNORECASE,
)


def inner_hosts(text: str, *, supervised: bool = False) -> list[tuple[Role, str]]:
    """(advisor, names text) of a host or advisor named in a position's or a degree's prose
    or in a bracketed Korean note, and of the head of the group a degree was done in: beside
    the supervisor the line names (`supervised`), the head is a co-advisor."""
    entry = bool(_HOSTED_POSITION.search(text) or _DEGREE_WORD.search(text))
    hosts = [
        (Role.ADVISOR, match.group("names"))
        for pattern in (_HOST_PHRASE, _KOREAN_LAB)
        for match in pattern.finditer(text)
        if entry
    ]
    head = Role.CO_ADVISOR if supervised else Role.ADVISOR
    heads = [(head, match.group("names")) for match in _GROUP_OF.finditer(text)]
    guided = [(Role.ADVISOR, match.group("names")) for match in _KOREAN_GUIDED.finditer(text)]
    return hosts + guided + (heads if entry or supervised else [])


def inner_advisors(text: str, next_line: str = "") -> list[tuple[Role, str]]:
    """(role, names text) of advisor labels inside a line (not at its start); a label that
    ends the line, or a title after it ("auxiliary supervisor: Dr"), takes its names from the
    start of the next."""
    if next_line and (_INNER_LABEL_AT_END.search(text) or DANGLING_TITLE.search(text)):
        text = f"{text} {next_line}"
    found = []
    for match in _INNER_ADVISOR.finditer(text):
        if match.start() == 0 and text[:1] not in "([":
            continue  # a label opening the cell is read by label_at_start
        if match.group("host") and not _HOSTED_POSITION.search(text):
            continue
        if match.group("phrase") and not _DEGREE_WORD.search(text):
            continue  # "Ouvrage collectif sous la direction de X": a book's editor
        co = next((match.group(g) for g in _CO_GROUPS if match.group(g)), None)
        found.append((Role.CO_ADVISOR if co else Role.ADVISOR, match.group("names")))
    return found


# "학위논문: ... (심사위원장 이재원, 심사위원 조하나)", "Ph.D., 2020 (Committee: A, B)": a thesis
# committee listed in brackets inside a CV's education line, or after a semicolon or a comma
# ("Ph.D., 2020. Advisor: A; Committee: B, C", "지도교수: 이혁재, 심사위원: 채수익, 김수환").
_BRACKETED_GROUP = re.compile(r"[(\[]([^()\[\]]+)[)\]]")
_SEPARATED_GROUP = re.compile(r"(?:[^;()\[\]]|\([^()]*\))+")
# "심사위원:", "Committee:", "soutenue devant le jury composé de :" opening a group
_FIELD = re.compile(r"\s*[^:：,]{1,40}[:：]")
# Every sentence after the first, each to the end of the line (the matches overlap: one
# sentence may hold the advisors, the next the examiners).
# A sentence ends on a word or a year ("Ph.D., MIT, 2015. Committee: ...").
_AFTER_SENTENCE = re.compile(
    r"(?:(?<=[^\W\d_]{2}\.\s)|(?<=\b\d{4}\.\s)|(?<=\)\.\s))(?=((?:[^;()\[\]]|\([^()]*\))+))"
)
# An advisor's field ends where the entry's next sentence opens on a field of its own
# ("Betreuer: Prof. Dr. A. Zweitgutachter: B"); a committee's list reads its labels itself.
_NEXT_FIELD = re.compile(r"\.\s+[^\W\d_][^.:：]{0,30}[:：].*$")
# A host's or mentor's label, which `inner_advisors` takes only where a post is hosted.
_HOST_OPENS = re.compile(r"\s*(?:host|mentor)s?\b", re.IGNORECASE)


def inner_fields(text: str) -> list[tuple[Role, str]]:
    """(role, what follows the label) of bracketed groups, and of groups after a semicolon, a
    comma or a sentence's end, that open on a role label (a group after a comma or a
    sentence takes its colon): "Doctorat, Lyon, 2015. Directeur de thèse : A", "PhD, 2018;
    promotor: B", "Ph.D., 2020 (Committee: C, D)"."""
    found = []
    groups: list[tuple[str, bool]] = [(m.group(1), False) for m in _BRACKETED_GROUP.finditer(text)]
    # Every separator opens a group that runs to the next semicolon or bracket: a label may
    # follow any comma of the line, so the groups overlap.
    for position, char in enumerate(text):
        separated = _SEPARATED_GROUP.match(text, position + 1) if char in ";,，" else None
        if separated is not None:
            groups.append((separated.group(0), char != ";"))
    # "PhD in Political Science, Mannheim. PhD committee: A, B": a sentence of its own, which
    # takes its colon like a group after a comma.
    groups += [(m.group(1), True) for m in _AFTER_SENTENCE.finditer(text)]
    # "학위논문 심사: 위원장 A, 위원 B·C": a field of its own whose value opens on a role.
    opening = _FIELD.match(text)
    value = _SEPARATED_GROUP.match(text, opening.end()) if opening else None
    if value is not None:
        groups.append((value.group(0), False))
    for group, after_comma in groups:
        if after_comma and not _FIELD.match(group):
            continue  # "..., Committee Member, IEEE": a service line, not a labelled field
        started = label_at_start(group.strip())
        if started is None or not started[1]:
            continue
        role, rest = started[0], started[1]
        if role in ADVISOR_ROLES:
            if _HOST_OPENS.match(group):
                continue
            rest = _NEXT_FIELD.sub("", rest)
        found.append((role, rest))
    return found


# Officials sign forms and certificates (president, dean, department head or chair): their
# lines are not committee lines even when they carry a "chair" word.
_OFFICIAL_KO = re.compile(r"총장|학장|(?<!위)원장|학과장|학부장|센터장|연구소장|처장")
_OFFICIAL_EN = re.compile(
    # Spanish "presidente", "presidenta" chairs a tribunal; "director(a)(es) de tesis", the
    # "director del trabajo (de grado)", a thesis's "Directores" and its "Directora asistente"
    # advise.
    r"president(?![ae])|provost|dean\b|(?<!co)(?<!co-)(?<!dissertation\s)(?<!thesis\s)(?<!research\s)"
    r"director(?!(?:a|es|as)?\s+de\s+(?:la\s+)?tesis|a?\s+del\s+trabajo|(?:es|as)\b|\((?:a|es|as)\)"
    r"|a?\s+(?:asistente|adjunt[oa])\b)"
    r"(?!\s+of\s+(?:research|(?:the\s+)?(?:dissertation|thesis)))"
    r"(?!a?" + _TITLE_AFTER_COLON + r")"  # "Director : Dr. X" of a Spanish CV's thesis
    r"|registrar|\bhead\b|\bdekan(?:in)?\b|\brektor(?:in)?\b|\b(?:rector|reitora?)\b|chancellor"
    # The dean in Spanish and French: "Decano, Facultad de Minas", "Doyenne de la Faculté".
    r"|\bdecan[oa]\b|\bdoyen(?:ne)?\b"
    # The chair of a unit signs as its head: "Department Chair", "(Division Chair)".
    r"|(?:department|division|school|faculty|program(?:me)?|institute|section|unit)\s+chair"
    r"|chair\s+of\s+(?:the\s+)?(?:department|division|school|faculty|institute)"
    # Turkish heads of a department ("Anabilim Dalı Başkanı", "Bölüm Başkanı") and directors
    # of an institute ("Enstitü Müdürü", "Müdür").
    r"|(?:anabilim|ana\s+bilim|b[öo]l[üu]m)\s+(?:dal[ıi]\s+)?ba[şs]kan|\bm[üu]d[üu]r"
    # The chair of a German faculty's doctoral body ("Vorsitzender des Promotionsorgans",
    # "... des Promotionsausschusses"), its dean, signs the approval: no examiner.
    r"|vorsitzende[r]?\s+des\s+promotions(?:organs|ausschusses)"
    # The coordinator of a Portuguese or Spanish programme or course signs its approval sheet,
    # as the head of its department does (a Romanian "coordonator" supervises a thesis).
    r"|\bcoorde?nad(?:or|ora)\s+d(?:[oa]|el|e\s+la)\s+(?:programa|curso|carrera|p[óo]s)"
    r"|\b(?:chefe|jefe|jefa)\s+d(?:[oa]|el|e\s+la)\s+(?:departamento|divis[ãaió]o|secci[óo]n)",
    re.IGNORECASE,
)


def is_official(text: str) -> bool:
    """A line signed by an official; Korean checked without spaces ("심사위 원장" is a chair)."""
    return bool(_OFFICIAL_KO.search(re.sub(r"\s+", "", text)) or _OFFICIAL_EN.search(text))


# A line that names an academic unit and nothing else: "Vakgroep Informatietechnologie",
# "Department of Physics", "Fachbereich Chemie".
_UNIT_LINE = re.compile(
    r"^\s*(?:vakgroep|departe?ment(?:\s+of)?|faculteit|faculty\s+of|school\s+of|division\s+of"
    r"|fachbereich|institut(?:e\s+of)?|lehrstuhl|d[ée]partement)\s+[^:：,;()\d]{2,60}$",
    re.IGNORECASE,
)


def heads_a_unit(text: str, above: str, below: str) -> bool:
    """A chair printed straight under the name of a department, with no committee label
    after it ("Vakgroep X" / "Voorzitter: Prof. Y" / "Faculteit Z" on a Flemish title page):
    the department's head, an official. Under the same heading a committee goes on with
    its members ("Department of Physics" / "Chair: X" / "Member: Y")."""
    started = label_at_start(text)
    return (
        started is not None
        and started[0] is Role.COMMITTEE_CHAIR
        and bool(_UNIT_LINE.match(above))
        and label_at_start(below) is None
    )


# "Professor of Computer Science", "Associate Professor": the academic title a signature
# block prints between the name and its roles (Penn State's "Name / title / Thesis Advisor /
# Chair of Committee").
ACADEMIC_TITLE = re.compile(
    r"^\s*(?:(?:associate|assistant|adjunct|distinguished|emeritus|full|research|visiting|clinical"
    r"|university|professor|senior|principal|staff)\s+)*"
    # Hungarian ranks: "egyetemi tanár / docens / adjunktus", "tudományos (fő)munkatárs", the
    # lower ones also without "egyetemi" ("adjunktus", "tanársegéd"); the Polish "adiunkt".
    r"(?:egyetemi\s+(?:tan[áa]r|docens|adjunktus)|tudom[áa]nyos\s+(?:f[őo])?munkat[áa]rs"
    r"|docens|adjunktus|tan[áa]rseg[ée]d|adiunkt|"
    # Portuguese ranks with their kind first: "Professor Auxiliar", "Professora Associada com
    # Agregação", "Professor Catedrático", "Professor Adjunto".
    r"(?:professora?\s+(?:auxiliar|associad[oa]|catedr[áa]tic[oa]|adjunt[oa]|titular|assistente"
    r"|convidad[oa])(?:\s+com\s+agrega[çc][ãa]o)?"
    r"|professor(?:in)?|lecturer|scientist|researcher|fellow))\b"
    # French, German, Dutch, Spanish and Italian ranks: "Directeur de recherche", "Maître de
    # conférences", "Privatdozent", "Universitair hoofddocent", "Hoogleraar", "Profesor
    # titular", "Catedrática", "Investigador", "Ricercatore".
    r"|^\s*(?:professeure?|direct(?:eur|rice)\s+de\s+recherches?|ma[îi]tre(?:sse)?\s+de\s+conf[ée]rences?"
    r"|charg[ée]e?\s+de\s+recherches?|privatdozent(?:in)?|universitair\s+(?:hoofd)?docent"
    # Spanish ranks with their kind: "Profesor Titular de Universidad", "Profesora Contratada
    # Doctora", "Profesor Ayudante Doctor", "Catedrática de Universidad".
    r"|hoogleraar|investigadora?(?:\s+(?:principal|auxiliar|coordenadora?|titular|asociad[oa]))?"
    r"|ricercat(?:ore|rice)"
    r"|(?:profesora?(?:\s+(?:titular|contratad[oa]|ayudante|asociad[oa]|em[ée]rit[oa]"
    r"|colaborador(?:a)?))?(?:\s+doctor(?:a)?)?|catedr[áa]tic[oa])(?:\s+de\s+universidad)?"
    r"|professore(?:ssa)?)\b"
    # Russian degrees and ranks, on a line of their own under a label: "доктор технических
    # наук, доцент", "кандидат физико-математических наук", "канд. техн. наук", "д.т.н.,
    # профессор",
    r"|^\s*(?:(?:доктор|кандидат|докт\.|канд\.)\s+[\w.-]+(?:\s+[\w.-]+)?\s+наук|профессор|доцент|академик"
    # ... and Ukrainian ranks: "професор", "(старший) викладач" ("ст. викл."), "асистент" ("ас.").
    r"|професор|(?:старший\s+|ст\.\s?)?викл(?:адач|\.)|асистент|ас\."
    # "д.ф.-м.н." and "д.ф-м.н." (a doctor of physical and mathematical sciences).
    r"|[дк]\.\s?(?:[а-я]{1,2}[.-]{1,2}\s?)*н\.)"
    # Serbian and Croatian ranks: "redovni / vanredni profesor", "docent", also in Cyrillic.
    r"|^\s*(?:(?:redovni|vanredni|izvanredni|редовни|ванредни)\s+(?:profesor|професор)|docent)\b"
    # Greek ranks: "(Αναπληρωτής / Επίκουρη / Ομότιμος) Καθηγητής", "Λέκτορας", "Ερευνητής";
    # the grade abbreviated ("Αναπλ.", "Επίκ.").
    r"|^\s*(?:(?:αναπληρωτ[ήη]ς|αναπληρ[ώω]τρια|επ[ίι]κουρος|επ[ίι]κουρη|ομ[όο]τιμος|ομ[όο]τιμη"
    r"|αναπλ\.|επ[ίι]κ\.|ομ[όο]τ\.)\s+)?"
    r"(?:καθηγητ[ήη]ς|καθηγ[ήη]τρια|λ[έε]κτορας|ερευνητ[ήη]ς|ερευν[ήη]τρια)\b"
    # Chinese and Japanese ranks alone on their line ("教授", "准教授", "副教授").
    rf"|^\s*(?:{HAN_TITLES})\s*$",
    re.IGNORECASE,
)
