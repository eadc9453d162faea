"""Author lines of a paper's first page: the names between the title and the abstract.

PDF text often breaks an author list after each superscript ("Minjun Kim1\n, Jae-Won Lee2"),
so continuation lines are joined first. A line counts as an author line only when every piece
between separators is a name and either two or more names are listed, a piece carries an
affiliation mark, or the applicant is among them. Editors and lines with e-mail addresses,
affiliations or dates are never author lines; the reference list is never read here.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, replace

from minesweeper.extractors.text.bylines.editors import without_editors
from minesweeper.extractors.text.bylines.emailblocks import EmailBlocks, email_blocks
from minesweeper.extractors.text.bylines.lone_names import lone_name
from minesweeper.extractors.text.bylines.orcid import without_orcids
from minesweeper.extractors.text.collect import SelfMatcher
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import ends_on_a_country, names_an_organisation
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names import MARK_SYMBOLS
from minesweeper.names.clean import (
    DEGREE_SUFFIX,
    HAN_CHARACTER,
    LATIN_CAPITALS,
    LATIN_SMALLS,
    NAME_PARTICLE_WORDS,
    NAME_PARTICLES,
    with_initials_apart,
    without_indonesian_degrees,
    without_particle_initials,
)
from minesweeper.names.latin import folded_letters
from minesweeper.names.stopwords import LATIN_STOPWORDS
from minesweeper.names.surnames import is_known_latin_surname

_HEADER_END = re.compile(
    r"^\s*(?:abstract|a\s?b\s?s\s?t\s?r\s?a\s?c\t?\s?t|summary|keywords?|key\s*words|index\s+terms"
    r"|요\s*약|초\s*록|국\s*문\s*초\s*록|키\s*워\s*드|주\s*제\s*어|1\.?\s+introduction"
    r"|i\.\s+introduction|introduction|서\s*론)\b",
    re.IGNORECASE,
)
_NOT_AUTHORS = re.compile(
    r"@|https?:|www\.|doi|editor|edited\s+by|communicated\s+by|handled\s+by|편집|received|accepted"
    r"|revised|published|copyright|©|vol\.|pp\.|issn|논문번호|\bno\.\s*\d|reviewed\s+by|reviewers?\s*:",
    re.IGNORECASE,
)
_CORRESPONDING = re.compile(
    r"corresponding\s+author\s*[:：]?\s*(?P<name>[^,;:@]+?)\s*(?:[,;(]|$)"
    r"|교신\s*저자\s*[:：]?\s*(?P<ko>[가-힣 ]+)",
    re.IGNORECASE,
)
# The words that join the last name of a list in the languages papers and theses are written
# in: "and", German "und", French "et" (not the "et" of "et al."), Italian and Portuguese "e",
# Spanish "y", Dutch "en", Swedish "och", Norwegian and Danish "og".
LIST_AND = r"(?:and|und|et(?!\.?\s*al\b)|e|y|en|och|og|và|dan|ve|és|ja|и)"
# "및" is Korean's "and" in a list ("김민준, 박서연 및 이재원"), a word on its own.
# "、" is the list comma of Chinese and Japanese ("张敏、刘洋"); "，" is NFKC's comma already.
# Japanese journals set authors apart by a middle dot ("山田 一郎 1・佐藤 花子 2";
# the half-width "･" alike). Lists in other languages join the last two names by their own
# "and", in lower case.
# The Spanish and Portuguese "y" / "e" before one last word join a family name's two parts
# ("José Ortega y Gasset", "Ana Sousa e Silva"), not two authors.
_FAMILY_JOIN = rf"(?:e|y)\s+[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+[0-9*†‡]*\s*(?:[,;]|$)"
_SEPARATORS = re.compile(
    r"\s*(?:,|;|·|・|･|、|&|\band\b|(?<=\s)및(?=\s)|\s{2,}"
    rf"|(?-i:(?<=\s)(?!{_FAMILY_JOIN}){LIST_AND}(?=\s)))\s*",
    re.IGNORECASE,
)
# Springer's "Noname manuscript" sets names apart by a centred dot ("Ilsa Varga · Oren Malka"),
# which other fonts give as a bullet or a dot operator. Before a name, after a space or glued
# to the name or marks before it ("박서연1⋅김민준2"), it separates names; glued to a name's end
# ("김민준•") it is a mark.
_DOTS = "·•⋅∙"
_DOT_BETWEEN = re.compile(
    rf"(?<=\s)[•⋅∙](?=\s|$|[{LATIN_CAPITALS}가-힣])|(?<=[\w*†‡])[•⋅∙](?=[{LATIN_CAPITALS}가-힣])"
)
# An IEEE membership grade after a name ("Member, IEEE"), and IEICE's after the last author
# for all of them ("..., and Taro IKEDA†, Members", "Nonmember", "Student Members").
_IEEE_GRADE = re.compile(
    r",?\s*(?:(?:graduate\s+)?(?:student|senior|life)\s+)?(?:member|fellow)\s*,?\s*ieee\b"
    r"|,\s*(?:(?:student|senior|life|honorary)\s+)?(?:non-?)?(?:members?|fellows?)\s*$",
    re.IGNORECASE,
)
# A grade broken at the line end ("..., and Oren Malka, Senior" / "Member, IEEE").
_GRADE_CUT = re.compile(r",\s*(?:graduate\s+)?(?:student|senior|life)\s*$", re.IGNORECASE)
_GRADE_REST = re.compile(r"^(?:member|fellow)\s*,?\s*ieee\b", re.IGNORECASE)
# "Kim1,2*", and RSC/ACS letter marks after a symbol: "Minjun Kim*a", "Seoyeon Park†b", "Ana
# Li*ab" (one letter per affiliation, run together). Taylor & Francis set their daggers in a
# symbol font whose text layer reads "x", "y", "z": "K. ROSSI*y", glued to a name in capitals
# ("G. FARINAz").
_MARK = re.compile(
    r"(?<=[A-Za-zÀ-ÿ가-힣.])(?:[0-9¹²³⁴-⁹*†‡§¶#,]+"
    r"|[*†‡§¶#]+[a-hx-z]{1,3}(?:[,*†‡][a-hx-z*†‡]{1,3})*)$|(?<=[A-Z]{2})[x-z]$"
)
# "+" among a name's marks ("Mira Olsen1,2,+", an equal contribution): after the digits of
# the other marks it is one too. Elsewhere it is no mark (a form's "+" sign).
_PLUS_MARK = re.compile(r"(?:(?<=[0-9])|(?<=[0-9],))\+(?=\s*[,;]|\s|$)")
# "1Minjun Kim", and a letter mark left from "Jihoon Pyo,a Sunwoo Ra": a lone lowercase letter
# never opens a name.
_LEADING_MARK = re.compile(r"^(?:[0-9*†‡§¶#]+\s*|[a-z]\s+)(?=[A-Z가-힣])")
# "Kim a,b", and Elsevier's corresponding author with the star straight after the letter
# ("Kim a*"): a raised letter mark set apart by ingest.
# The corresponding author's star may come first: "Mehmet Korkmaz *a" (RSC).
_LETTER_MARK = re.compile(
    r"(?<=[A-Za-z가-힣])\s+(?:[*†‡]\s*)?[a-z](?:\s*[,*†‡]\s*[a-z*†‡])*(?:\s*[*†‡])?\s*$"
)
_LONE_LETTER = re.compile(r"(?<!\S)[a-h](?!\S)")  # a letter mark set apart: "KIM a, HAN b"
# A symbol mark set apart by a space after a Hangul name (Korean journals: "서 도 윤 †† · 임
# 채 원 †††"). After a Latin name a lone symbol is more often a stray glyph ("MD €").
_SPACED_SYMBOL_MARK = re.compile(r"(?<=[가-힣])\s+([*†‡§¶#]+)\s*$")
# Marks printed as capitals glued to the name: the ORCID icon's text "ID" (PLOS: "Minjun KimID1")
# and the presenter's "O" of Korean conference papers ("김민준O"). No name ends on a capital
# after a small letter or a Hangul syllable.
_GLUED_ICON = re.compile(r"(?<=[a-z가-힣])(?:ID|O)(?=[0-9¹²³⁴-⁹*†‡,]*$)")
# Affiliation letters and the symbol-font "x y z" (ECS's corresponding "Minho Yeo1,z"), and
# AIP's footnote letters with their bracket ("Hana Cho1,a)").
_ONLY_MARKS = re.compile(r"^(?:[0-9a-hx-z*†‡§¶#\s]|(?<=[a-h])\)){1,6}$")
_MAX_HEADER_LINES = 40
_HYPHEN_BREAK = re.compile(r"[A-Za-z]-$")
_BRACKET_MARKS = re.compile(r"(?<=[A-Za-z가-힣.])\s*\[(\d{1,2}(?:\s*[,–-]\s*\d{1,2})*)\]")
# Notes printed in parentheses beside an author: an e-mail, an IEEE membership grade, or
# what a mark means ("(corresponding author)", "(*: equal contribution)", "(*)").
INLINE_NOTE = re.compile(
    r"\((?:[^()]*@[^()]*|\s*(?:(?:student|senior|life)\s+)?(?:member|fellow)\s*,?\s*ieee\s*"
    r"|[^()]*\b(?:corresponding|equal(?:ly)?|contribut\w*|co-?first|first\s+author)\b[^()]*"
    r"|\s*[*†‡§]+\s*)\)",
    re.IGNORECASE,
)
# Elsevier and others set the corresponding author's star as U+2217 ("Minjun Kim a,∗"): every
# star is one mark.
# "Minjun Kim1 Seoyeon Park2 Jae-Won Lee1,3" (arXiv and NeurIPS bylines set the names apart
# by space alone): a mark closes its name, so the next capital opens another.
# The text layer may leave out the space after the mark ("Andreas Kogler1Jonas Juffinger1,2"):
# a capital and a small letter straight after the mark open the next name.
# Japanese bylines part their names the same way ("林 美羅† 中田 恵子† 朴 智元††").
_MARK_THEN_NAME = re.compile(
    rf"(?<=[{LATIN_CAPITALS}{LATIN_SMALLS}가-힣\u4e00-\u9fff])"
    r"((?:[0-9¹²³⁴-⁹]+(?:,[0-9¹²³⁴-⁹*†‡]+)*|[*†‡§¶#]+)[*†‡]?)"
    rf"(?:\s+(?=[{LATIN_CAPITALS}가-힣\u4e00-\u9fff])|(?=[{LATIN_CAPITALS}][{LATIN_SMALLS}]))"
)
# An equal contribution's star set after the given name ("Tomas* Reyes, Mira* Olsen, and Ana
# Ruiz"): between commas, a given name, the star and one family name are one author.
_MID_NAME_MARK = re.compile(
    rf"(?:^|(?<=,\s)|(?<=and\s))(?P<given>[{LATIN_CAPITALS}][{LATIN_SMALLS}]+)[*†‡]+(?=\s+"
    rf"[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+\s*(?:,|$))"
)
# AIP sets its marks after the comma, a footnote letter last, and the next name after a space
# alone ("Mira Olsen,1,a) Ana Ruiz,1 and ..."): the letter's bracket closes the marks.
_NOTE_THEN_NAME = re.compile(rf"(?<=,)((?:[0-9]+,)*[a-h]\))\s+(?=[{LATIN_CAPITALS}가-힣])")
# Long author lists leave authors out with an ellipsis ("Mehta, A., Kim, M., . . . Alves, P."):
# it separates two names like a comma.
_ELLIPSIS = re.compile(r"\s*(?:…|\.\s?\.\s?\.)\s*,?\s*")
# A word in capitals, accented letters included ("MÜLLER", "NØRSKOV", "JOSÉ").
_CAPITAL_WORD = re.compile(rf"[{LATIN_CAPITALS}]{{2,}}")


# A line that ends inside a list of names: the next one goes on with it.
_OPEN_LIST_END = re.compile(rf"(?:,|\band|&|[{_DOTS}])\s*$", re.IGNORECASE)
# ... and so does a dot-separated line that ends on a given name alone ("Ilsa Varga · Oren" /
# "Malka · Hana Cho"): the family name is on the next line. Not after a comma: a title in
# capitals ends on a word alone after its comma ("Graphs, Trees").
_GIVEN_NAME = rf"[{LATIN_CAPITALS}][{LATIN_SMALLS}]+(?:-[{LATIN_CAPITALS}][{LATIN_SMALLS}]+)?"
# The given name may keep its middle initials ("Jian Yin · Oren K." / "Malka · ...").
_NAME_CUT_AT_END = re.compile(rf"[{_DOTS}]\s*{_GIVEN_NAME}(?:\s+[{LATIN_CAPITALS}]\.)*\s*$")
# Under its "Authors:" label a line is no title: a word alone after its last comma is a given
# name whose family name is on the next line ("..., PhD[1], Tomas" / "Berg, B.S.[1], ...").
_NAME_CUT_AFTER_COMMA = re.compile(rf",\s*{_GIVEN_NAME}\s*$")
# A given name and a middle initial after the list's last comma end no name: the family name
# is on the next line ("..., Ilsa Varga1, Tomas R." / "Berg2, ...").
_NAME_CUT_AFTER_INITIAL = re.compile(rf",\s*{_GIVEN_NAME}(?:\s+[A-Z]\.)+\s*$")
# An affiliation mark alone in the first cell of a line ("3\tZaid Harchaoui1"): the text layer
# broke the line between the last name above and its raised mark.
_LONE_MARK_CELL = re.compile(r"[0-9¹²³⁴-⁹*∗†‡§¶#]{1,3}(?:,[0-9¹²³⁴-⁹*∗†‡§¶#]{1,3})*")
# A bullet opening a line is a list's bullet as often as a separator carried over.
_BULLET_OPENS = re.compile(r"^•\s*")
# A title broken over lines ends its line on a word that cannot end it ("... From Intelligent
# Grid to" / "Autonomous Cars and Vehicular Clouds"): the next line is the title's, however
# much it looks like two names joined by "and". ("a" is left out: it is a letter mark too.)
# The word stands on its own: "... and everything in-between" ends its title.
_TITLE_GOES_ON = re.compile(
    r"(?<![\w-])(?:to|for|of|the|with|in|on|an|via|from|by|at|towards?|into|using|under|over"
    r"|through|between|beyond)\s*$|:\s*$"
)
# "Authors:" or "By" alone on its line opens the byline under it; it breaks no title.
_LEAD_ALONE = re.compile(r"^\s*(?:authors?\s*(?:\(s\))?|by)\s*[:：]?\s*$", re.IGNORECASE)
# An author's e-mail printed in a cell beside the name ("Anoop Korattikara    AKORATTI@UCI.EDU"),
# its local part in one case; a text layer that drops an underscore leaves a space in it
# ("KENJI ARAI@..."), where a name's words would be capitalised.
_EMAIL_CELL = re.compile(
    r"^(?:\S+|(?:[A-Z\d._+-]+\s)+[A-Z\d._+-]+|(?:[a-z\d._+-]+\s)+[a-z\d._+-]+)@\S+$"
)
# ... or glued by the text layer to the mark that closes the name ("Oren Malka∗MALKA@X.IL"):
# the mark tells where the name ends.
_EMAIL_AFTER_MARK = re.compile(r"(?<=[^\W\d_][*∗†‡§¶#0-9¹²³⁴-⁹])[\w.+-]+@[\w-]+(?:\.[\w-]+)+\s*$")


@dataclass(frozen=True, slots=True)
class Author:
    name: str
    line: Line
    quote: str
    marks: str  # affiliation marks printed after the name ("1", "1*")


# USENIX's "This paper is included in the Proceedings of ..." and ResearchGate's "See
# discussions, stats, and author profiles for this publication" sheets; the download sheets of
# IOP ("View the article online for updates and enhancements", then other papers' authors under
# "Related content"), Taylor & Francis ("Full Terms & Conditions of access and use") and JSTOR.
_COVER_PAGE = re.compile(
    r"^\s*(?:this\s+paper\s+is\s+included\s+in\s+the\s+proceedings\s+of"
    r"|see\s+discussions,\s+stats,\s+and\s+author\s+profiles\s+for\s+this\s+publication"
    r"|view\s+the\s+article\s+online\s+for\s+updates\s+and\s+enhancements"
    r"|this\s+content\s+was\s+downloaded\s+from\s+ip\s+address"
    r"|full\s+terms\s+(?:&|and)\s+conditions\s+of\s+(?:access\s+and\s+)?use"
    r"|this\s+article\s+was\s+downloaded\s+by\s*:"  # Taylor & Francis (informaworld)
    r"|your\s+use\s+of\s+the\s+jstor\s+archive)",
    re.IGNORECASE,
)


def after_cover(lines: list[Line]) -> list[Line]:
    """The lines without a publisher's or a repository's cover sheet before the paper, known by
    its wording: the byline is the paper's own, on the next page."""
    first = [line for line in lines if line.page == lines[0].page]
    rest = lines[len(first) :]
    return rest if rest and any(_COVER_PAGE.search(line.text) for line in first) else lines


def header_lines(lines: list[Line]) -> list[Line]:
    """Lines of the first page up to the abstract (or the first 40 lines), without the e-mail
    cells beside names and without the lines that go on with a broken title."""
    if not lines:
        return []
    first_page = lines[0].page
    header: list[Line] = []
    title_goes_on = False
    # The editorial panel goes first: its headings end on a colon and its names on a comma,
    # which the title's rules below would take for a title going on.
    for line in without_editors([line for line in lines if line.page == first_page]):
        if _HEADER_END.match(line.text) and not _navigation(line):
            break
        if _ARXIV_STAMP.match(line.text):
            continue  # arXiv's identifier, printed up the margin, read among the author blocks
        line = _without_email_cells(line)
        # A line that ends on a colon is a title before its subtitle ("Health Policy and
        # Growth:" / "Evidence from 1918"), however much it looks like names joined by "and".
        title_before_subtitle = line.text.rstrip().endswith((":", "：")) and not _LEAD_ALONE.match(
            line.text
        )
        if not title_goes_on and not title_before_subtitle:
            header.append(line)
        title_goes_on = bool(_TITLE_GOES_ON.search(line.text)) and not _LEAD_ALONE.match(line.text)
    return _within_reach(_without_ordinals(header))


_ARXIV_STAMP = re.compile(
    r"^\s*arXiv:\d{4}\.\d{4,5}(?:v\d+)?\s*\[[\w.-]+\]\s+\d{1,2}\s+\w{3}\s+\d{4}\s*$"
)


# IEEE's conference template numbers its author blocks "1st Given Surname", the ordinal's
# letters raised: the text layer reads "1" on a line of its own, then "st Given Surname".
_ORDINAL_LEAD = re.compile(rf"^\s*\d{{0,2}}(?:st|nd|rd|th)\s+(?=[{LATIN_CAPITALS}])")
_NUMBER_ALONE = re.compile(r"^\s*\d{1,2}\s*$")


def _without_ordinals(header: list[Line]) -> list[Line]:
    """The header without the ordinals that number its author blocks."""
    out: list[Line] = []
    for position, line in enumerate(header):
        below = header[position + 1].text if position + 1 < len(header) else ""
        if _NUMBER_ALONE.match(line.text) and _ORDINAL_LEAD.match(below):
            continue
        lead = _ORDINAL_LEAD.match(line.cells[0].text) if line.cells else None
        if lead is not None:
            first = replace(line.cells[0], text=line.cells[0].text[lead.end() :])
            line = replace(line, cells=(first, *line.cells[1:]))
        out.append(line)
    return out


# A discussion paper's navigation panel prints the sections' names side by side ("Abstract
# Introduction" / "Conclusions  References"): no abstract opens there.
_SECTION_NAME = re.compile(
    r"^\s*(?:abstract|introduction|conclusions?|references|tables|figures)\s*$", re.IGNORECASE
)


def _navigation(line: Line) -> bool:
    return len(line.cells) >= 2 and all(_SECTION_NAME.match(cell.text) for cell in line.cells)


def _within_reach(header: list[Line]) -> list[Line]:
    """The header's first lines, up to the 40th of two words or more: a discussion paper's
    navigation panel ("Title Page", "J I", "Discussion" / "Paper", ...) comes before its
    byline in the text layer and does not count."""
    counted = 0
    for position, line in enumerate(header):
        counted += len(line.text.split()) >= 2
        if counted > _MAX_HEADER_LINES:
            return header[:position]
    return header


def _without_email_cells(line: Line) -> Line:
    """The line without the e-mail cells printed beside its names, and without an e-mail
    glued to a name's mark."""
    kept = tuple(
        replace(cell, text=_EMAIL_AFTER_MARK.sub("", cell.text))
        for cell in line.cells
        if not _EMAIL_CELL.match(cell.text.strip())
    )
    return replace(line, cells=kept) if kept else line


def logical_lines(lines: list[Line]) -> list[tuple[str, Line]]:
    """Join lines that continue an author list (starting with "," "and" "&" "·", or after a
    line that ends inside the list)."""
    joined: list[tuple[str, Line]] = []
    for line in lines:
        text = line.text.strip()
        if joined and _mark_left_behind(joined[-1][0], line):
            joined[-1] = (joined[-1][0].rstrip() + line.cells[0].text.strip(), joined[-1][1])
            text = "  ".join(cell.text for cell in line.cells[1:]).strip()
            if not text:
                continue
        if _mark_raised_alone(joined, text):
            # "Minjun Kim" / "1" / ", Ilsa Varga": the mark the text layer set on a line of
            # its own belongs to the name above it, the list goes on under it.
            mark, _ = joined.pop()
            joined[-1] = (joined[-1][0].rstrip() + mark, joined[-1][1])
        if joined and _HYPHEN_BREAK.search(joined[-1][0]) and text[:1].islower():
            # "Hyun-" / "soo Roh": a name broken at the line end keeps its hyphen, no space.
            joined[-1] = (joined[-1][0].rstrip() + text, joined[-1][1])
        elif joined and _goes_on(joined[-1][0], text):
            joined[-1] = (joined[-1][0] + " " + text, joined[-1][1])
        else:
            joined.append((text, line))
    return joined


def _mark_raised_alone(joined: list[tuple[str, Line]], text: str) -> bool:
    """Whether the last joined line is a mark alone between a line of names and `text`, a
    line that goes on with the list."""
    return (
        len(joined) >= 2
        and bool(_LONE_MARK_CELL.fullmatch(joined[-1][0]))
        and bool(_LIST_GOES_ON.match(text))
        and split_names(joined[-2][0]) is not None
    )


_LIST_GOES_ON = re.compile(r"^(?:,|&|[·⋅∙]|and\b)", re.IGNORECASE)


# An affiliation opened by its mark ("1 University of ...", "2Department of ...", Elsevier's
# "a Department of ...").
_MARKED_AFFILIATION = re.compile(
    rf"^(?:[0-9¹²³⁴-⁹*∗†‡§¶#]{{1,2}}\s*|[a-z]\s+)(?=[{LATIN_CAPITALS}])"
)


def _goes_on(above: str, text: str) -> bool:
    """Whether `text` carries on the list of names on the line above. A marked affiliation
    goes on with none: PLOS closes its byline with a comma over them ("..., Oren Malka1*,"
    / "1 University of Eastfield, ..."), and so does a byline whose last mark the text layer
    lost but for its comma ("..., Tomas Reyes a," / "a Department of ...")."""
    marked = _MARKED_AFFILIATION.match(text)
    if marked is not None and _affiliation_line(text[marked.end() :]):
        return False
    if _LIST_GOES_ON.match(text) or _OPEN_LIST_END.search(above):
        return True
    if _GRADE_CUT.search(above) and _GRADE_REST.match(text):
        return True
    if _semicolon_inverted(above) != above:
        return False  # "...; Mesquiti, Amaro Z.": an inverted name ends on its initials
    if text[:1].isupper() and (
        _NAME_CUT_AT_END.search(above)
        or (_BYLINE_LEAD.match(above) and _NAME_CUT_AFTER_COMMA.search(above))
        or (_NAME_CUT_AFTER_INITIAL.search(above) and split_names(above) is not None)
        or _given_name_left_at_end(above)
        or _initials_left_at_end(above, text)
        or _name_cut_before_its_marks(above, text)
        or _marked_names_go_on(above, text)
    ):
        return True
    return _bullet_goes_on(above, text)


def _marked_names_go_on(above: str, text: str) -> bool:
    """Whether two lines are one byline whose every name carries its marks ("Ilsa Varga,1,2
    Oren Malka,2" / "Hana Cho,3 Tomas Berg,2,4"): the break falls after a name's marks, where
    no comma or "and" is left open. The last name of all may go without ("..., Ivo Paz")."""
    listed_above = split_names(above)
    listed = split_names(text)
    return (
        listed_above is not None
        and listed is not None
        # A first author alone, the marks set after a comma ("Ilsa Varga," / "1,*").
        and (len(listed_above) >= 2 or _COMMA_MARKS_END.search(above) is not None)
        and len(listed) >= 2
        and _marked(above) >= len(listed_above)
        and _marked(text) >= len(listed) - 1
    )


# A name's marks after it, raised or set after a comma ("Varga1,2", "Varga,1,2", "Varga*"),
# and a line that ends on a name's marks set after its comma ("Ilsa Varga," / "1,*").
_MARKS = r"[0-9*∗†‡§¶#]+(?:,\s?[0-9*∗†‡§¶#]+)*"
_NAME_MARKS = re.compile(rf"[^\W\d_](?:,\s?)?{_MARKS}(?=,?\s|,?$)")
_COMMA_MARKS_END = re.compile(rf"[^\W\d_],\s*{_MARKS},?\s*$")


def _marked(text: str) -> int:
    """How many names of a list carry their marks."""
    return len(_NAME_MARKS.findall(text))


# The words a line opens with, up to a raised mark: the rest of a name cut at the line above
# ("..., Jonas Luis de" / "Sequeira Farias1, ...", "..., Artur Matos" / "Bastos Brandão2").
_NAME_REST_MARKED = re.compile(
    rf"^(?:[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+\s+){{0,3}}[{LATIN_CAPITALS}][{LATIN_SMALLS}'’-]+"
    r",?[0-9*∗†‡§¶#]"
)
# ... after a list's last comma, a given name or two and the particle its family name opens on.
_PARTICLE_LEFT_AT_END = re.compile(rf",\s*(?:{_GIVEN_NAME}\s+)+(?i:{NAME_PARTICLES})\s*$")


def _name_cut_before_its_marks(above: str, text: str) -> bool:
    """Whether the last name of a list whose every other name carries its mark runs on to
    the next line, which opens with the rest of it and its mark: Portuguese and Spanish names
    of four words and more break anywhere, a particle included."""
    if _NAME_REST_MARKED.match(text) is None:
        return False
    listed = split_names(above)
    if listed is not None:
        # Marks set after a comma ("Varga,2") are no part of what `split_names` reads.
        return len(listed) >= 2 and _marked(above) == len(listed) - 1 and not listed[-1][1]
    cut = _PARTICLE_LEFT_AT_END.search(above)
    if cut is None:
        return False
    listed = split_names(above[: cut.start()])
    return listed is not None and _marked(above[: cut.start()]) == len(listed)


# A name's initials alone after the list's last comma or "and" ("..., D. Pozo, J. K." /
# "Brandvold c"): the family name is on the next line.
_INITIALS_AT_END = re.compile(rf"(?:,|\b(?i:and)\b|&)\s*(?:[{LATIN_CAPITALS}]\.\s?(?:-\s?)?)+$")


def _initials_left_at_end(above: str, text: str) -> bool:
    """Whether `above` is a list of names but for a name's initials after its last separator,
    and the line below opens with the family name they belong to: joined, the two lines read
    as one list of names."""
    cut = _INITIALS_AT_END.search(above.rstrip())
    if cut is None or split_names(above[: cut.start()]) is None:
        return False
    return split_names(f"{above.rstrip()} {text}") is not None


# ... or after the list's "and", the last name's ("..., Ilsa Varga1 and Tomas" / "Berg2").
_NAME_CUT_AFTER_SEPARATOR = re.compile(
    rf"(?:,|\s(?:&|(?-i:{LIST_AND})))\s*{_GIVEN_NAME}\s*$", re.IGNORECASE
)


def _given_name_left_at_end(above: str) -> bool:
    """Whether `above` is a list of names but for a given name alone after its last comma or
    "and", whose family name the next line begins with ("..., Oren Malka2, Tomas" / "Berg2,
    ..."). IEEE grades are no names: "..., Member, IEEE" ends a name, "..., Member, IEEE, and
    Tomas" / "Berg, Senior Member, IEEE" breaks one."""
    above = _IEEE_GRADE.sub("", above)
    cut = _NAME_CUT_AFTER_SEPARATOR.search(above)
    listed = split_names(above[: cut.start()]) if cut else None
    return listed is not None and len(listed) >= 2


def _mark_left_behind(above: str, line: Line) -> bool:
    """Whether the line opens with the mark of the last name above: a cell that is a mark
    alone, under names that each carry their marks after them but the last ("Ilsa Varga1
    Oren Malka2 Hana Cho" / "3  Tomas Berg1"). Where the names above carry no marks, or
    carry them before ("1Ilsa Varga"), the mark is the next name's or an affiliation's."""
    if not line.cells or not _LONE_MARK_CELL.fullmatch(line.cells[0].text.strip()):
        return False
    listed = split_names(above)
    return (
        listed is not None
        and len(listed) >= 2
        and all(marks for _, marks in listed[:-1])
        and not listed[-1][1]
    )


def _bullet_goes_on(above: str, text: str) -> bool:
    """Whether a line opening with a bullet carries on the names above it: the text layer
    breaks "Ilsa Varga • Oren Malka" before the bullet, as it breaks a list run on in one
    line. A bullet point under a byline ("• We propose ...") reads as no names."""
    bullet = _BULLET_OPENS.match(text)
    if not bullet:
        return False
    rest = text[bullet.end() :]
    names_on = split_names(rest) is not None or re.fullmatch(_GIVEN_NAME, rest) is not None
    return names_on and (split_names(above) is not None or bool(_NAME_CUT_AT_END.search(above)))


# Korean book entries print the authors' role after them ("김민준·윤세아 공저", "박서연 편저",
# "이지훈 지음"): the author list ends there.
# Korean books: "공저" (co-written), "편저", "공역" / "옮김" / "역" (translated), "엮음".
BOOK_ROLE = re.compile(
    r"\s*(?:공\s*저|공\s*편\s*저?|편\s*저|공\s*역|지음|엮음|옮김)\s*$|\s+[저편역]\s*$"
)
# What may close an author list without being a name: "et al.", "외 3인", a book role, the
# editors' "eds." of an edited volume ("Berg, Anna and Tomas Lind, eds.", "series editors"),
# a group the authors write for ("..., for the ABC Working Group on Sepsis", "on behalf of the
# X Study Group"). "et.al." and "et. al." are printed as often as "et al.".
_LIST_TAIL = re.compile(
    r"\s*,?\s*\bet\.?\s*al\.?\s*$|\s*외\s*\d*\s*(?:인|명)?\s*$"
    r"|\s*,?\s*\(?\b(?:eds?\.?|(?:series\s+)?editors)\)?\s*$"  # "Mohammed" ends on no "ed"
    r"|\s*,?\s*(?:and\s+)?(?:for|on\s+behalf\s+of)\s+the\s+[^,;]{3,80}$|" + BOOK_ROLE.pattern
)


# What a byline prints before its names: "By A, B and C", JSTOR's "Author(s): A, B".
_BYLINE_LEAD = re.compile(r"^\s*(?:by|authors?\s*(?:\(s\))?\s*[:：])\s+(?=\S)", re.IGNORECASE)
# A digit mark the text layer set apart from its name ("Xinhang Wan 1 Jiyuan Liu 2,3", MDPI's
# "Ana Roe 1,†, Ben Poe 2,† and ..."): glued back, it closes its name like any mark.
_DETACHED_MARK = re.compile(
    rf"(?<=[{LATIN_CAPITALS}{LATIN_SMALLS}가-힣])\s+([0-9]{{1,2}}(?:\s*,\s*(?:[0-9]{{1,2}}|[*†‡§¶#]+))*)"
    rf"(?=\s+[{LATIN_CAPITALS}가-힣]|\s*$|\s*,|\s+and\s)"
)
# REVTeX's letter marks with a bracket ("Ravi Pallaprolu,a) Anil Agarwal,b) and H. Sharma c)").
# ... and IEICE's straight after the name's other marks ("Mira OLSEN†a)", "Ana Ruiz1a)").
_BRACKET_LETTER = re.compile(r"(?:(?<=[A-Za-z.])(?:,\s?|\s)|(?<=[0-9*†‡§¶#]))[a-h]\)(?=[\s,]|$)")
# A star the font lacks comes out as "?" beside another mark ("Rahman†?", "Khan?†"), and a
# modifier glyph after a digit mark is a mark too ("Wei-Qiang Zhang1ˆ").
_QUERY_MARK = re.compile(
    r"(?<=[*†‡§¶])\?|\?(?=[*†‡§¶])|(?<=[0-9*†‡§¶])[\u02b0-\u02ff\u00a8\u00b4\u00af\u00b8^`]"
)
# The presenter's "O" of a Korean conference byline, set apart before the digit mark
# ("Youwon Shin O1 Hyunsoo Lee2").
_PRESENTER = re.compile(r"(?<=[A-Za-z가-힣])\s+O(?=[0-9])")


# Degrees after a name, as medical and nursing journals print them ("Minjun Kim, MD, PhD1;
# Sara Lind, RN, MSN2", "Jon Berg, Ph.D.[2]"), and the credentials and honours they print
# with them, after the marks too ("Jon Berg, PhD[1], CCC-SLP", "Ann Roy, OC, MD, FRCPC,10"):
# left out, the name keeps the marks after them. The text layer may set the mark apart
# ("Jon Berg, MD, PhD, 	7"). In capitals and case-sensitive: "Ma" and "Do" are family names.
_DEGREES = (
    rf"(?:(?i:{DEGREE_SUFFIX})|(?:RN|BSN|MSN|DNP|MPH|MSc|MS|BSc|BS|BA|MA|MBA|MBBS"
    r"|MPhil|MEng|BEng|DrPH|PharmD|DDS|DMD|DVM|DO|FRCPC?|FRCS|FACS|FACC|FAAN|FAHA|FESC|FMedSci"
    r"|FRSC?|MRCP|OC|CCC-(?:SLP|A)|PA-C|LCSW|BCBA(?:-D)?|APRN|CRNA|FNP(?:-BC)?"
    r"|M\.Sc|B\.Sc|M\.S|B\.S|M\.A|B\.A"
    # ASCE's membership grades ("Mira Olsen, S.M.ASCE1; Ana Roe, Ph.D., M.ASCE2").
    r"|(?:S\.|A\.|Dist\.)?M\.ASCE|F\.ASCE)\.?(?![A-Za-z]))"
)
_POST_NOMINALS = re.compile(
    rf"(?:\s*,\s*{_DEGREES})+" r"(?=\s*[0-9¹²³⁴-⁹*†‡§¶#\[]|\s*(?:[,;&]|\band\b|$))"
)
# Marks set in a symbol font whose text layer spells them as letters and brackets, glued to
# the comma after the name and before the degree ("Anna Berg,*yz§|| MD", "Tomas Lind,yy MD"):
# a comma's glued word before a degree is that name's marks.
_GLUED_MARKS = re.compile(rf",[^\s,]{{1,8}}(?=\s+{_DEGREES}\s*(?:,|$))")


# Korean typesetting sets authors apart by a one-dot leader ("안정용․김정원", NFKC: a period
# between two names, also after a name's marks: "안정용1․김정원2") or by the Hangul letter
# araea ("ㆍ", NFKC: "ᆞ").
_KOREAN_DOT = re.compile(r"[․ㆍᆞ]|(?<=[가-힣)])((?:[0-9*†‡]{1,4})?)\.(?=[가-힣])")


# A text layer that drops the space after a raised mark glues it to the joining word, in
# any language: "Oren Malka2and Hana Cho", "Ana Cury‡1e Paulo Rezende§2".
_MARK_GLUED_AND = re.compile(
    rf"(?<=[0-9*∗†‡§¶])(?=(?-i:{LIST_AND})\s+[{LATIN_CAPITALS}])", re.IGNORECASE
)


# Korean journals print the English byline inverted, set apart by dots ("Park, Jeongmin1 ⋅
# Son, Hongchan2†").
_INVERTED = re.compile(
    rf"(?P<family>[{LATIN_CAPITALS}](?:[^\W\d_]|['’-])+),\s*"
    rf"(?P<given>[{LATIN_CAPITALS}](?:[^\W\d_]|['’-])+)"
    r"(?P<marks>[0-9*†‡§¶#,]*)"
)


def _given_first(name: re.Match[str]) -> str:
    return f"{name['given']} {name['family']}{name['marks']}"


# Conference templates print the byline inverted, authors apart by semicolons ("Araújo Sena,
# Vitor V.; Campanha dos Reis, A. A. and Mesquiti, Amaro Z."): a family name of up to
# three words (particles between them), a given name or initials after its comma.
_WORD = rf"[{LATIN_CAPITALS}](?:[^\W\d_]|['’-])+"
_INVERTED_LONG = re.compile(
    rf"(?P<family>{_WORD}(?:\s+(?:(?i:{NAME_PARTICLES})\s+)*{_WORD}){{0,2}}),\s*"
    rf"(?P<given>(?:{_WORD}|[{LATIN_CAPITALS}]\.)(?:\s*(?:{_WORD}|[{LATIN_CAPITALS}]\.))*)"
    r"(?P<marks>[0-9*†‡§¶#,]*)"
)
_SEMICOLON_LIST = re.compile(r"\s*;\s*|\s+and\s+")


# Springer's envelope after the corresponding author ("Helga Jónsdóttir(B) and ...") comes
# out of its text layer as a capital B, bracketed or set apart, after a name of two words.
_ENVELOPE = re.compile(
    rf"(?P<name>[{LATIN_CAPITALS}][^\W\d_]+\s+[{LATIN_CAPITALS}][^\W\d_]{{2,}})(?:\s*\(B\)|\s+B)"
    r"(?=\s*(?:,|\band\b|&|$))"
)


def _semicolon_inverted(text: str) -> str:
    """A semicolon byline of inverted names given first, each name apart by a comma."""
    pieces = [piece.strip() for piece in _SEMICOLON_LIST.split(text)]
    if ";" not in text or not all(_INVERTED_LONG.fullmatch(piece) for piece in pieces):
        return text
    return ", ".join(_INVERTED_LONG.sub(_given_first, piece) for piece in pieces)


# Two words a text layer glued together ("LenaBrandt"): a small letter, then a capital and a
# small one; not a family name's own capital ("McDonald", "MacLeod", "DeAndre", "LaToya").
_GLUED_WORDS = re.compile(
    rf"(?<![\w'’])(?!(?:Mac|Van|Von|Del|Della|Fitz|Le|La|De|Di|Du|Mc|O)[{LATIN_CAPITALS}])"
    rf"([{LATIN_CAPITALS}][{LATIN_SMALLS}]+)(?=[{LATIN_CAPITALS}][{LATIN_SMALLS}])"
)


def split_names(text: str) -> list[tuple[str, str]] | None:
    """[(clean name, marks)] when every piece of the line is a name; None otherwise. Words a
    text layer glued together are parted when the line reads as names only that way."""
    found = _split_names(text)
    if found is None and _GLUED_WORDS.search(text):
        found = _split_names(_GLUED_WORDS.sub(r"\1 ", text))
    return found


def _split_names(text: str) -> list[tuple[str, str]] | None:
    # Indonesian bylines print degrees after the names too ("Ari Santoso, Ir., M.T."): left out
    # before initials are set apart ("M.Eng." is no "M. Eng").
    text = without_particle_initials(with_initials_apart(without_indonesian_degrees(text)))
    text = _GLUED_MARKS.sub("*,", without_orcids(text))
    text = _KOREAN_DOT.sub(lambda dot: f"{dot.group(1) or ''}·", _MARK_GLUED_AND.sub(" ", text))
    text = _POST_NOMINALS.sub("", text)
    text = _DOT_BETWEEN.sub("·", text)
    pieces = text.split("·")
    if len(pieces) > 1 and all(_INVERTED.fullmatch(piece.strip()) for piece in pieces):
        text = "·".join(_INVERTED.sub(_given_first, piece.strip()) for piece in pieces)
    text = _ENVELOPE.sub(r"\g<name>*", _semicolon_inverted(text))
    # Braces group the authors of one affiliation ("A*, {B, C, D}, {E, F}**").
    text = _QUERY_MARK.sub("*", _PRESENTER.sub("", _BYLINE_LEAD.sub("", text)))
    text = text.replace("{", " ").replace("}", "")
    text = _BRACKET_LETTER.sub(",", _DETACHED_MARK.sub(r"\1", text))
    # A degree is left out again once every symbol reads as a mark: a stray glyph the text
    # layer set after it ("Jon Berg, MD €	18", an accent moved out of its name) is one.
    marked = _POST_NOMINALS.sub("", _PLUS_MARK.sub("*", text).translate(MARK_SYMBOLS))
    text = _ELLIPSIS.sub(", ", _IEEE_GRADE.sub("", INLINE_NOTE.sub(" ", marked)))
    text = _MID_NAME_MARK.sub(r"\g<given>", text)
    text = _NOTE_THEN_NAME.sub(r"\1, ", _MARK_THEN_NAME.sub(r"\1, ", text))
    text = text.strip(" ,")
    # "Minjun Kim [1,2]": bracketed marks glued on as plain ones ("Minjun Kim1,2").
    text = _BRACKET_MARKS.sub(lambda found: re.sub(r"\s", "", found.group(1)), text)
    # IEEE Access and others print author lines in capitals ("SEOJIN YOON1, AND TAEHO MOON2").
    # The joining "and" may stay in lower case ("MIRAE BONG1, DAEHAN SEOK2, and ANNA MÜLLER3").
    named = _LONE_LETTER.sub(" ", _SEPARATORS.sub(" ", text))
    named = " ".join(_MARK.sub("", word) for word in named.split())  # "ROSSI*y" is capitals
    capitals = named.upper() == named and bool(_CAPITAL_WORD.search(named))
    text = _LIST_TAIL.sub("", text)
    pieces = [
        piece.strip()
        for piece in _SEPARATORS.split(text)
        if piece and piece.strip() and not _ONLY_MARKS.match(piece.strip())
    ]
    if not pieces:
        return None
    # Vancouver in capitals ("KIM MJ, PARK SH, LEE J"): every author a family name and up to
    # three initials, which stay initials ("Kim MJ", not a given name "Mj").
    initials_after = capitals and all(
        len(words := _MARK.sub("", piece).split()) == 2 and len(words[1]) <= 3 for piece in pieces
    )
    names: list[tuple[str, str]] = []
    for raw in _spaced_hangul_names(pieces):
        letters = _LETTER_MARK.search(raw)
        piece = raw[: letters.start()] if letters else raw
        icon = _GLUED_ICON.search(piece)
        if icon:
            piece = piece[: icon.start()] + piece[icon.end() :]
        spaced = _SPACED_SYMBOL_MARK.search(piece)
        if spaced:
            piece = piece[: spaced.start()]
        marks_found = _MARK.search(piece)
        marks = ("*" if icon else "") + (marks_found.group(0) if marks_found else "")
        marks += spaced.group(1) if spaced else ""
        if letters:
            marks += re.sub(r"[\s,]", "", letters.group(0))
        core = _LEADING_MARK.sub("", piece[: marks_found.start()] if marks_found else piece)
        if capitals:
            family, *rest = core.split(maxsplit=1)
            # After initials a particle opens the family name ("M. DE LUCCA" is "M. de Lucca":
            # read "M. De Lucca", its initial would be a French "Monsieur");
            # elsewhere it may be a name of its own (Vietnamese "DO VAN HUNG").
            titled = _particle_cased if _OPENS_ON_INITIALS.match(core) else _capitalized
            core = _CAPITAL_WORD.sub(titled, core)
            if initials_after and rest:
                core = f"{family.capitalize()} {rest[0]}"
        cleaned = clean_token(core)
        if re.fullmatch(r"[가-힣 ]+", cleaned):
            cleaned = cleaned.replace(" ", "")
        if not is_name(cleaned) and not _MONONYM.fullmatch(cleaned):
            return None
        names.append((cleaned, marks))
    mononyms = [name for name, _ in names if _MONONYM.fullmatch(name) and not is_name(name)]
    if mononyms and not _mononyms_marked(names, mononyms):
        return None
    return names


# One name alone, as many Indonesians carry ("Sutarmo"): a byline's author only where every
# author of the line carries a mark of their own and two or more carry full names, so that
# the word is as placed as the names beside it, and no heading's or journal's word.
_MONONYM = re.compile(rf"[{LATIN_CAPITALS}][{LATIN_SMALLS}]{{3,}}")


def _mononyms_marked(names: list[tuple[str, str]], mononyms: list[str]) -> bool:
    full = [name for name, _ in names if name not in mononyms]
    return (
        len(full) >= 2
        and all(marks for _, marks in names)
        and not any(folded_letters(word) in LATIN_STOPWORDS for word in mononyms)
    )


def _capitalized(word: re.Match[str]) -> str:
    return word.group(0).capitalize()


def _particle_cased(word: re.Match[str]) -> str:
    text = word.group(0)
    return text.lower() if text.lower() in NAME_PARTICLE_WORDS else text.capitalize()


_OPENS_ON_INITIALS = re.compile(rf"^\s*(?:[{LATIN_CAPITALS}]\.\s*)+")


def _spaced_hangul_names(pieces: list[str]) -> list[str]:
    """ "김민준 김지훈1 박서연" (names separated by single spaces) -> one piece per name."""
    expanded: list[str] = []
    for piece in pieces:
        words = piece.split()
        cores = [_MARK.sub("", word) for word in words]
        # Two-syllable words are as often nouns as names ("채널 추정" is a title): a run of
        # them is a list of names only with a full three-syllable name or a mark among them.
        evident = any(len(core) >= 3 for core in cores) or any(
            core != word for core, word in zip(cores, words, strict=True)
        )
        if (
            len(words) >= 2
            and evident
            and all(re.fullmatch(r"[가-힣]{2,5}", core) and is_name(core) for core in cores)
        ):
            expanded.extend(words)
        else:
            expanded.append(piece)
    return expanded


_CAPITALISED_WORD = rf"[{LATIN_CAPITALS}][{LATIN_SMALLS}]+(?:-[{LATIN_SMALLS}]+)?"
_CAPITALISED_WORDS = re.compile(rf"{_CAPITALISED_WORD}(?:\s+{_CAPITALISED_WORD})+")


def _paired_names(text: str) -> str | None:
    """Romanized Korean or Chinese names printed without separators ("Jungsoo Park Minji Ahn
    Jiho Hong"), as a comma list: words two by two, each pair's family name (a known one) on
    the same side, and the other word no family name."""
    words = text.split()
    if len(words) < 4 or len(words) % 2 or not _CAPITALISED_WORDS.fullmatch(text.strip()):
        return None
    pairs = list(zip(words[::2], words[1::2], strict=True))
    for family in (1, 0):
        if all(
            is_known_latin_surname(pair[family].lower())
            and not is_known_latin_surname(pair[1 - family].lower())
            for pair in pairs
        ):
            return ", ".join(" ".join(pair) for pair in pairs)
    return None


_WIDE_GAP = re.compile(r"\s{2,}")


def author_names(text: str, own: SelfMatcher) -> list[tuple[str, str]] | None:
    """The names of an author line, or None when the line is not one."""
    text = INLINE_NOTE.sub(" ", without_orcids(text))
    if _NOT_AUTHORS.search(text):
        return None
    names = split_names(_paired_names(text) or text)
    if not names and _WIDE_GAP.search(text):
        # MDPI's template positions every word of its byline apart, so that the gaps inside
        # a name are as wide as a column's ("Min-Jun  Kim *  and  Oren  S.  Malka"): read
        # as one run of text, the line is a list of names.
        names = split_names(_WIDE_GAP.sub(" ", text))
    if not names:
        return None
    anchored = any(own.is_self(name) for name, _ in names)
    marked = any(marks for _, marks in names)
    if len(names) >= 2 or anchored or marked:
        return names
    return None


def _affiliation_line(text: str) -> bool:
    """An e-mail, an organisation, or an address that ends on its country."""
    return "@" in text or names_an_organisation(text) or ends_on_a_country(text)


def _stacked_authors(header: list[Line], stacked: EmailBlocks) -> list[Author]:
    """Conference layouts stack each author over their affiliation ("Jane Roe" / "Dept. of ...").

    A lone name directly above an affiliation or e-mail line is an author when the page shows
    two such blocks or more, or the one block is the applicant's, or the byline names others
    and the one block's name has initials (AIP sets "A. B. Roe" / "Their Institute, address"
    after the other groups): a short title standing above an affiliation line is no person.
    The blocks are returned as found; `paper_authors` decides.
    """
    blocks: list[Author] = []
    for line, below in itertools.pairwise(header):
        if "," in line.text or _affiliation_line(line.text):
            continue  # "NUST, Pakistan" is the end of an affiliation block, not a name
        name = lone_name(line.text)
        if name is not None and _affiliation_line(below.text):
            blocks.append(Author(name, line, f"{line.text} / {below.text}", ""))
    if stacked.heads:
        # E-mail-closed blocks: their heads are the authors, their other lines are not.
        taken = {(a.line.page, a.line.index) for a in blocks}
        blocks = [a for a in blocks if (a.line.page, a.line.index) not in stacked.inner]
        blocks += [
            Author(name, line, quote, "")
            for name, line, quote in stacked.heads
            if (line.page, line.index) not in taken
        ]
    return blocks


def _affiliated(text: str) -> list[tuple[str, str]] | None:
    """ACM's "MINJUN KIM and JAEWON LEE, Seoul National University, Republic of Korea": the
    names before the first comma piece that is no name, when the rest is an affiliation."""
    pieces = text.split(",")
    names: list[tuple[str, str]] = []
    for position, piece in enumerate(pieces):
        # "Politecnico di Milano" has the shape of a name with a particle; its word says not.
        listed = split_names(piece) if piece.strip() and not names_an_organisation(piece) else None
        if not listed:
            rest = ",".join(pieces[position:])
            address = _affiliation_line(rest) or ends_on_a_country(text)
            return names if names and address else None
        names.extend(listed)
    return None


def _affiliated_authors(header: list[tuple[str, Line]], own: SelfMatcher) -> list[Author]:
    """Authors each printed with their affiliation on one line: two or more, or the applicant."""
    found = [
        Author(name, line, text, marks)
        for text, line in header
        if not _NOT_AUTHORS.search(without_orcids(text))
        for name, marks in _affiliated(without_orcids(text)) or []
    ]
    if len(found) >= 2 or any(own.is_self(author.name) for author in found):
        return found
    return []


def paper_authors(lines: list[Line], own: SelfMatcher) -> list[Author]:
    header = header_lines(lines)
    stacked = email_blocks(header)
    blocks = _stacked_authors(header, stacked)
    found: list[Author] = []
    # The lines of an e-mail-closed block below its name are its institution and city, never
    # authors ("Los Angeles, CA, USA" reads as a name and an address).
    logical = [
        (text, line)
        for text, line in logical_lines(header)
        if (line.page, line.index) not in stacked.inner
    ]
    found += _affiliated_authors(logical, own)
    read = [(text, line, author_names(text, own)) for text, line in logical]
    read = _last_name_alone(read)
    for index, (text, line, names) in enumerate(read):
        below_text, _, below = read[index + 1] if index + 1 < len(read) else ("", line, None)
        corresponding = _CORRESPONDING.search(text)
        if corresponding:
            raw = corresponding.group("name") or corresponding.group("ko") or ""
            cleaned = clean_token(raw)
            if is_name(cleaned):
                found.append(Author(cleaned, line, text, ""))
            continue
        if names and below and _title_end(text, names, below_text, below, own):
            continue
        for name, marks in names or []:
            found.append(Author(name, line, text, marks))
    if len(blocks) >= 2 or any(own.is_self(block.name) for block in blocks):
        return blocks + found
    # One block beside the byline is an author when its name has initials, as no title has,
    # and the byline has not named it already (its last line over the first affiliation).
    named = {author.name.casefold() for author in found}
    alone = [
        block
        for block in blocks
        if _INITIAL.search(block.name) and _MARK.sub("", block.name).casefold() not in named
    ]
    return alone + found if found else []


_INITIAL = re.compile(r"\b[A-Z]\.")

_Read = tuple[str, Line, list[tuple[str, str]] | None]


def _last_name_alone(read: list[_Read]) -> list[_Read]:
    """A byline set in a grid of names leaves its last name alone on the last line, over the
    affiliation ("A    B" / "C    D" / "E" / "Eastmoor University, ..."): one plain name there goes
    on with the list above it."""
    out = list(read)
    for index in range(1, len(read)):
        text, line, names = read[index]
        above = out[index - 1][2]
        below = read[index + 1][0] if index + 1 < len(read) else ""
        if names is None and above and len(above) >= 2 and _affiliation_line(below):
            alone = split_names(text)
            if alone and len(alone) == 1:
                out[index] = (text, line, alone)
    return out


_NON_LATIN_NAME = re.compile(rf"[가-힣]|{HAN_CHARACTER}")


def _title_end(
    text: str,
    names: list[tuple[str, str]],
    below_text: str,
    below: list[tuple[str, str]],
    own: SelfMatcher,
) -> bool:
    """Whether a line read as names is the end of the title over the byline proper:
    - one word alone over a list of names, a title's last word wrapped onto its own line
      ("... 평가 방안" / "전망*" / "김민준, 박서연"): a byline would go on with a separator;
    - a Title Case line of plain "names" joined by "and" ("Noise Shaper and Phase Error
      Tracking") over a byline that is surely one: its names carry marks or IEEE grades, or
      the applicant is among them, and the line above has none of that.
    """
    if len(names) == 1 and len(below) > 1 and " " not in text.strip():
        return True
    surely = (
        any(marks for _, marks in below)
        or any(own.is_self(name) for name, _ in below)
        or bool(_IEEE_GRADE.search(below_text))
    )
    plain = not any(marks for _, marks in names) and not any(own.is_self(n) for n, _ in names)
    # Hangul or Han names over their romanized byline ("김민준, 박서연" / "Minjun Kim1, ...")
    # are no title.
    latin = not _NON_LATIN_NAME.search(text)
    return surely and plain and latin and not _SEPARATORS.search(text.rstrip()[-1:] or " ")


# A first page's footnote that opens on a symbol mark, Korean journals' membership grade
# before the affiliation ("†† 비 회 원 : 네이버클라우드 연구원", "† 학생회원 : 서울대학교 ...").
_SYMBOL_NOTE = re.compile(
    r"^([*†‡§¶#]+)\s*(?:(?:학\s*생|정|비|종\s*신|평\s*생|준)\s*회\s*원\s*[:：]\s*)?(\S.{4,})$"
)


def affiliations(lines: list[Line]) -> dict[str, str]:
    """Affiliation mark -> affiliation text, from lines such as "1Department of ..." in the
    header, and footnotes of the first page opening on a symbol ("† Department of ...")."""
    result: dict[str, str] = {}
    first_page = [line for line in lines if lines and line.page == lines[0].page]
    for line in first_page:
        noted = _SYMBOL_NOTE.match(line.text.strip().translate(MARK_SYMBOLS))
        if noted and not _marked_names(noted.group(2)):
            result.setdefault(noted.group(1), noted.group(2).strip())
    pending: str | None = None
    for line in header_lines(lines):
        text = line.text.strip()
        # The mark alone, on a line of its own; a star as the byline reads it ("∗" is "*").
        if re.fullmatch(r"[0-9a-z*†‡§¶#]", text.translate(MARK_SYMBOLS)):
            pending = text.translate(MARK_SYMBOLS)
            continue
        found = re.match(r"^([0-9])\s*(\D.{5,})$|^([a-z])\s*([A-Z].{5,})$", text)
        # "3  Tomas Berg1", ", Tomas Berg§": the rest of a byline after the mark of its line
        # above, which is no affiliation.
        if found and _marked_names(found.group(2) or found.group(4)):
            found = None
        if pending is not None:
            if not _marked_names(text.lstrip(" ,;&")):
                result.setdefault(pending, text)
            pending = None
        elif found:
            mark = found.group(1) or found.group(3)
            result.setdefault(mark, (found.group(2) or found.group(4)).strip())
    return result


def _marked_names(text: str) -> bool:
    """Names that each carry a mark after them: a byline, which no affiliation is."""
    listed = split_names(text)
    return listed is not None and all(marks for _, marks in listed)
