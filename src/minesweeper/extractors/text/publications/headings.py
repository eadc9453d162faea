"""The headings that open and close a publication list, in the languages theses and CVs
are written in.

A thesis lists its author's own papers under a heading of its own, in its front matter or
in a closing vita ("List of Publications", "PUBLICATIONS, PRESENTATIONS AND PATENTS ON THE
THESIS:", "Yayınlar", "연구 실적", "発表論文", "攻读学位期间发表的论文"); its reference list, the
next chapter or a CV's referees end it. A page's number printed between two lines of an
entry is no part of it.
"""

from __future__ import annotations

import re

# A CV's referees are recommenders, and a reference list cites others' work: stop there.
# Theses name their reference list in their own language: "Kaynakça" (Turkish), "Literatur-
# verzeichnis", "Bibliografía", "参考文献" (Chinese, Japanese), "引用文献", "參考文獻".
SECTION_STOP = re.compile(
    r"^\s*(?:(?:\d+|[IVX]+|chapter\s+\d+)\.?\s*)?(?:references?|referees|reference\s+letters"
    r"|bibliography|works\s+cited|literature\s+cited|cited\s+literature"
    r"|kaynak(?:ça|ca|lar)|literatur(?:verzeichnis)?|quellenverzeichnis|bibliograf[íi]a"
    r"|referencias(?:\s+bibliogr[áa]ficas)?|r[ée]f[ée]rences(?:\s+bibliographiques)?"
    r"|bibliographie|riferimenti(?:\s+bibliografici)?|refer[êe]ncias(?:\s+bibliogr[áa]ficas)?"
    r"|参\s*考\s*文\s*[献獻]|引\s*用\s*文\s*献|参\s*照\s*文\s*献|文\s*献"
    r"|참\s*고\s*문\s*헌|추천인"
    # What others wrote about the owner: "List of Articles and Media Mentionings", "Press
    # Coverage", "In the Media".
    r"|(?:list\s+of\s+)?(?:articles\s+and\s+)?media\s+(?:mentions|mentionings|coverage)"
    r"|press(?:\s+coverage)?|in\s+the\s+(?:media|news|press))\s*:?\s*$",
    re.IGNORECASE,
)


def _spaced(word: str) -> str:
    """A CJK word as a pattern that allows the letter-spacing headings are set in."""
    return r"\s*".join(word)


def _any_of(*words: str) -> str:
    return "(?:" + "|".join(_spaced(word) for word in words) + ")"


# What a publication list's heading may add after "Publications": the other output it lists
# ("Publications, Presentations and Patents") and what it is of ("... on the Thesis", "...
# arising from this Dissertation", "... during the Ph.D.", "... on the topic of the
# dissertation").
_OUTPUT = r"(?:presentations?|patents?|talks?|posters?|proceedings|conference\s+papers|awards?)"
_OF_WHAT = (
    r"(?:on|from|of|in|during|related\s+to|arising\s+from|based\s+on|resulting\s+from)\s+"
    r"(?:(?:the|this|my)\s+)?(?:(?:topic|subject)\s+of\s+(?:the|this|my)\s+)?(?:thesis|dissertation|ph\.?\s*d\.?|doctoral|master'?s?|research"
    r"|candidature|study|studies|work)\b(?:\s+[\w.'’()-]+){0,3}"
)
# Whose they are, as a translated Russian heading says: "Publications of the author".
_BY_WHOM = r"(?:of|by)\s+the\s+(?:author|candidate|applicant)"
# A field may name the list, and a phrase say which of them it holds: "Physics Publications
# with Major Personal Contributions".
_FIELD_WORD = r"(?:[A-Z][a-z]+\s+)?"
_WITH_WHAT = r"(?:\s+with\s+[^\W\d_]+(?:\s+[^\W\d_]+){0,3})?"
_ENGLISH_LIST = (
    r"(?:(?:list\s+of\s+)?(?:(?:selected|other|related|own|author'?s|refereed|peer[\s-]reviewed"
    rf"|scientific|academic)\s+)*(?-i:{_FIELD_WORD})publications?(?:\s+list)?"
    rf"(?:\s*(?:,|and|&|/)\s*(?:and\s+)?{_OUTPUT})*(?:\s+{_BY_WHOM})?(?:\s+{_OF_WHAT})?{_WITH_WHAT}"
    rf"|list\s+of\s+(?:papers|publications\s+and\s+{_OUTPUT})(?:\s+{_OF_WHAT})?"
    # A thesis made of papers states each one's authors and what its author did in them:
    # "Statement of Contributions", "Contribution of Authors", "Publications Included in This
    # Thesis", "Inclusion of Published Works".
    r"|statement\s+of\s+contributions?|contributions?\s+of\s+(?:the\s+)?(?:co-?)?authors"
    r"|(?:publications|papers)\s+included\s+in\s+(?:this|the)\s+thesis"
    # A Nordic compilation thesis's "(List of) appended papers", "Included papers".
    r"|(?:list\s+of\s+)?(?:appended|included|enclosed)\s+(?:papers|publications|articles)"
    r"|inclusion\s+of\s+publi(?:shed|cations)(?:\s+works)?)"
)
# Turkish ("Yayınlar", "Tezden Türetilen Yayınlar/Sunumlar", "Diğer Yayınlar, Sunumlar ve
# Patentler"), German, Spanish, Portuguese, French and Italian.
_OTHER_LATIN_LISTS = (
    r"(?:(?:tez(?:den|le)?\s+(?:türetilen|ilgili)\s+|diğer\s+)?yayın(?:lar|\s+listesi)"
    r"(?:\s*(?:,|/|ve)\s*(?:ve\s+)?(?:sunumlar|patentler|bildiriler))*"
    r"|(?:liste\s+der\s+|eigene\s+|ausgewählte\s+|wissenschaftliche\s+)?"
    r"(?:publikationen|veröffentlichungen|publikationsliste)"
    r"|(?:lista\s+de\s+)?(?:publicaciones|publicações)"
    r"(?:\s+(?:derivadas|relacionadas|resultantes)\s+(?:de|con|da|desta)\s+(?:esta\s+|la\s+)?"
    r"(?:tesis|tese))?"
    r"|liste\s+des\s+publications|publications\s+personnelles|pubblicazioni)"
)
# Russian "Публикации по теме диссертации", "Список публикаций (автора)", "Список
# (опубликованных) работ / трудов (автора) (по теме диссертации)".
_CYRILLIC_LISTS = (
    r"(?:основные\s+|список\s+)?(?:публикации|публикаций|(?:опубликованных\s+)?(?:работ|трудов))"
    r"(?:\s+автора)?(?:\s+по\s+теме\s+(?:диссертации|диссертационного\s+исследования|работы))?"
)
_KOREAN_LISTS = (
    r"(?:(?:재\s*학|박\s*사|석\s*사|학\s*위)\s*(?:과\s*정)?\s*(?:중|기\s*간\s*중?)?\s*|관\s*련\s*"
    r"|주\s*요\s*|기\s*타\s*)?"
    r"(?:연\s*구\s*(?:업\s*적|실\s*적)(?:\s*목\s*록)?|(?:발\s*표|게\s*재)\s*논\s*문(?:\s*목\s*록)?"
    r"|논\s*문\s*(?:실\s*적|목\s*록)|(?:국\s*제|국\s*내)\s*학\s*술\s*(?:지|대\s*회)(?:\s*논\s*문)?"
    r"|학\s*술\s*(?:지|대\s*회)\s*(?:발\s*표\s*)?논\s*문)"
)
# Japanese "発表論文", "研究業績", "本研究に関する発表"; Chinese "发表论文",
# "攻读博士学位期间发表的学术论文及科研成果", "作者简历及在学期间取得的研究成果"; the
# characters may be letter-spaced.
_CJK_OUTPUT = _any_of(
    "论文", "論文", "成果", "业绩", "業績", "著作", "专利", "專利", "特許", "講演", "发表", "発表"
)
_CJK_LIST_OF = _any_of("リスト", "一覧", "目録", "目录", "目錄", "清单", "清單", "列表")
_CJK_CV = _any_of("作者简历", "作者簡歷", "个人简历", "個人簡歷", "作者简介")
_CJK_STUDYING = _any_of("攻读", "攻讀", "在学", "在學", "在读", "在讀", "在校", "就读", "就讀")
_CJK_DURING = _any_of("期间", "期間")
_CJK_PUBLISHED = _any_of("发表", "發表", "取得", "完成", "获得", "獲得")
_CJK_ON_THIS_WORK = _any_of(
    "本研究に関する", "本研究に関連する", "本論文に関する", "本論文に関連する"
)
_CJK_LIST_WORDS = _any_of(
    *("発表論文", "公表論文", "研究業績", "業績", "関連論文", "研究発表"),
    *("发表论文", "發表論文", "已发表论文", "學術著作", "著作目錄", "著作目录"),
)
_CJK_LISTS = (
    # "作者简历及攻读学位期间发表的学术论文": studying ... during ... published ... papers.
    rf"(?:(?:{_CJK_CV}\s*[及与與和、]?\s*)?{_CJK_STUDYING}\S{{0,12}}?{_CJK_DURING}\S{{0,4}}?"
    rf"{_CJK_PUBLISHED}\S{{0,14}}?{_CJK_OUTPUT}(?:\s*{_CJK_LIST_OF})?"
    rf"|{_CJK_ON_THIS_WORK}{_any_of('発表', '論文', '業績')}"
    rf"|{_CJK_LIST_WORDS}(?:\s*{_CJK_LIST_OF})?(?:\s*[・、及与與和と]\s*{_CJK_OUTPUT}\S{{0,6}})*)"
)

# A thesis's own chapter listing its author's papers; its reference list cites others' work.
OWN_LIST_HEADING = re.compile(
    r"^\s*(?:[\dIVX]+(?:\.\d+)*\.?\s*)?(?:"  # "7.1.1. Publicaciones" numbers its section
    + _ENGLISH_LIST
    + r"|publications?\s+during\s+the\s+ph\.?\s*d\.?.*"
    # The sub-lists of a CV's publications: "Journal Articles", "Refereed Conference Papers".
    r"|(?:(?:international|domestic|refereed|peer[\s-]reviewed|selected)\s+)*"
    r"(?:journal|conference|workshop)s?(?:\s+(?:articles|papers|publications|proceedings))?"
    r"|preprints|book\s+chapters|"
    + _OTHER_LATIN_LISTS
    + "|"
    + _CYRILLIC_LISTS
    + "|"
    + _KOREAN_LISTS
    + "|"
    + _CJK_LISTS
    + r")\s*[:：]?\s*$",
    re.IGNORECASE,
)
# A preface or a chapter's introduction that names the papers it is based on in a sentence
# rather than under a heading: "This thesis is based on several papers I authored.", "This
# chapter is mainly based on two publications:", "I also authored the following papers",
# "The following publications were produced during this research:", "... have been partially
# published in the following papers:". Only the author's own entries are read from a
# thesis's lists, so a sentence about others' papers yields nobody.
OWN_LIST_SENTENCE = re.compile(
    r"\b(?:is|are|was|were)\s+(?:\w+ly\s+)?based\s+on\s+(?:the\s+following|several|these|\w+)\s+"
    r"(?:\w+\s+)?(?:papers|publications|articles|manuscripts)\b"
    r"|\b(?:i|we)\s+(?:have\s+)?(?:also\s+)?(?:co-?)?(?:authored|published|wrote)\s+the\s+"
    r"following\s+(?:\w+\s+)?(?:papers|publications|articles)\b"
    r"|^\s*the\s+following\s+(?:\w+\s+)?(?:papers|publications|articles)\s+(?:have\s+been|were"
    r"|are)\s+(?:published|written|produced|prepared)\b"
    r"|\b(?:been|were|are|is)\s+(?:partially\s+|partly\s+|previously\s+)?published\s+(?:in|as)\s+"
    r"the\s+following\s+(?:\w+\s+)?(?:papers|publications|articles)\b"
    # "A complete list of ... articles authored or co-authored by the candidate ...".
    r"|\b(?:papers|publications|articles)\s+(?:\w+\s+){0,2}(?:(?:co-?)?authored|written)"
    r"(?:\s+or\s+co-?authored)?\s+by\s+the\s+(?:candidate|author|student)\b"
    r"|\bthe\s+(?:candidate|author)['’]s\s+(?:\w+\s+)?(?:papers|publications|articles)\b"
    # "The following previously published work of mine features prominently within ...".
    r"|\bthe\s+following\s+(?:\w+\s+){0,2}(?:work|papers|publications|articles)\s+of\s+mine\b"
    # A chapter opening on the paper it reprints: "This chapter is based on:", "Published as:".
    r"|^\s*(?:this\s+(?:chapter|thesis|part|section)\s+)?(?:is\s+|has\s+been\s+|was\s+)?"
    r"(?:\w+ly\s+)?(?:based\s+on|published\s+as|adapted\s+from|reprinted\s+from)\s*[:：]\s*$",
    re.IGNORECASE,
)
# The label of the entry a paper gives for citing itself: MDPI's "Citation:", "Cite this
# article as:", "How to cite this article:", a publication page's "Recommended citation:".
# A chapter of a thesis names the paper it was published as in a sentence, the authors after
# its "by": "This Chapter has been published as a pre-print by A, B and C (2019). ‘Title’."
CITED_AS = re.compile(
    r"^\s*(?:(?:(?:recommended|suggested)\s+)?(?:citation|cite\s+(?:this\s+(?:article|paper)\s*)?"
    r"(?:as)?|how\s+to\s+cite(?:\s+this\s+(?:article|paper))?)\s*[:：]\s*"
    r"|this\s+(?:chapter|paper|article|work|study)\s+(?:has\s+been|was|is)\s+"
    r"(?:(?:\w+ly|also)\s+)?(?:published|submitted|accepted|presented)\b[^.:]{0,40}?\s+by\s+)",
    re.IGNORECASE,
)
# The chapters that end a list: those named at their start ("Acknowledgements to ..."), and
# those a heading names alone ("Contents", "1 Introduction", "Özet").
CHAPTER_AFTER = re.compile(
    r"^\s*(?:[\dIVX]+\.?\s*)?(?:acknowledge?ments?|감\s*사\s*의\s*(?:글|말)|appendix|부\s*록"
    r"|curriculum\s+vitae|이\s*력\s*서|abstract|국\s*문\s*초\s*록|요\s*약|초\s*록)\b"
    r"|^\s*(?:(?:\d+|[IVX]+|chapter\s+\d+|chapter\s+[IVX]+)\.?\s*)?(?:(?:table\s+of\s+)?contents"
    r"|list\s+of\s+(?:figures|tables|abbreviations|symbols|acronyms)|introduction|nomenclature"
    r"|abbreviations|preface|foreword|declaration|summary|vita|biography|index"
    r"|özet|özgeçmiş|içindekiler|önsöz|teşekkür|inhaltsverzeichnis|zusammenfassung|danksagung"
    r"|lebenslauf|índice|resumen|agradecimientos|sommaire|table\s+des\s+matières|résumé"
    r"|remerciements|目\s*[次录錄]|摘\s*要|要\s*旨|致\s*[谢謝]|謝\s*辞|목\s*차|감\s*사\s*의\s*글)"
    r"\s*[:：]?\s*$",
    re.IGNORECASE,
)
# A page's number printed on a line of its own at its top or bottom ("141", "- 12 -", "xii",
# "Page 2 / July 2026", "3 / 7"): it is no part of the entry wrapped across the page break.
PAGE_NUMBER = re.compile(
    r"^\s*(?:[-–—]\s*)?(?:(?:page|p\.|페이지)\s*)?(?:\d{1,3}"
    r"|(?=[ivxlc])c{0,3}(?:x[cl]|l?x{0,3})(?:i[xv]|v?i{0,3}))"
    r"(?:\s*(?:/|of)\s*\S.{0,20})?(?:\s*[-–—])?\s*$",
    re.IGNORECASE,
)
