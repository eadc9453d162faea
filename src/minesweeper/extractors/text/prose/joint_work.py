"""A thesis's statements of its author's own joint work: the people named are co-authors.

A preface, a declaration or a chapter's opening says whose work the thesis shares: "Chapter 4
is based on a joint work with Anna Berg and Tomas Lind [14].", "The work in this chapter is
joint with Ilsa Varga, who developed ...", "Chapter 4 has been published as A. Berg, T. Lind
and ...", "le Chapitre 3 est tiré d'un travail en
collaboration avec Hugo Marchand", "Kapitel 3 entstand in Zusammenarbeit mit Lea Brandt".

Two things make such a sentence one: a phrase of joint work right before the names (a bare
"with" or "together with" is none: "together with the results of Chapter 3"), and the
thesis itself as its subject ("this chapter", "Chapter 4 is ..."), since the body tells of
others' joint work in the same words ("Smith's joint work with Olsen [12]"). A sentence that
goes on from one read ("Finally, a longer version of [11] was later prepared together with
...") needs no subject of its own. The names run from the phrase while the words are names;
a citation, a relative clause ("who developed ...") or other prose ends them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.bylines.authors import LIST_AND
from minesweeper.extractors.text.lines import Line
from minesweeper.extractors.text.organisations import names_an_organisation
from minesweeper.extractors.text.prose.sentences import Named, joined, sentences
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names.clean import LATIN_CAPITALS, NAME_PARTICLE_WORDS

# The phrases of joint work, each ending where the names begin.
_JOINT_WORK = re.compile(
    r"(?:\bjoint\s+works?|\b(?:is|are|was|were|been|work|works|progress|paper|papers|project"
    r"|research|results?)\s+joint"
    r"|\b(?:written|prepared|done|carried\s+out|obtained|developed|conducted|performed|proved"
    r"|completed)\s+(?:together|jointly)"
    r"|\bin\s+(?:close\s+)?collaboration|\bco-?\s?(?:authored|written))\s+with\s+"
    # "Chapter 4 has been published as D. Yi, J. Park and F. Callow, ChemSusChem, 2022": the
    # chapter's paper, cited by its authors.
    r"|\b(?:published|submitted|accepted)\s+(?:for\s+publication\s+)?as\s*:?\s+"
    # French "travail commun avec", "en collaboration avec", "réalisé conjointement avec".
    r"|\b(?:travail\s+commun|travaux\s+communs|en\s+collaboration|conjointement|en\s+commun)"
    r"\s+avec\s+"
    # Portuguese and Spanish "trabalho conjunto com", "em colaboração com", "en colaboración
    # con", "trabajo conjunto con", "en conjunto con".
    r"|\b(?:trabalhos?\s+conjuntos?|trabajos?\s+conjuntos?|em\s+colabora[çc][ãa]o"
    r"|en\s+colaboraci[óo]n|em\s+conjunto|en\s+conjunto|conjuntamente)\s+co[mn]\s+"
    # German "gemeinsame Arbeit mit", "in Zusammenarbeit mit", "gemeinsam mit". Not "zusammen
    # mit": it joins things as often as people ("ein Vektorraum zusammen mit einem
    # Endomorphismus"), and German capitalises its nouns as it does names.
    r"|\b(?:gemeinsamen?\s+Arbeit(?:en)?|in\s+Zusammenarbeit|gemeinsam)\s+mit\s+"
    # Italian "in collaborazione con", "lavoro congiunto con".
    r"|\b(?:in\s+collaborazione|lavor[oi]\s+congiunt[oi]|congiuntamente)\s+con\s+",
    re.IGNORECASE,
)
# The thesis as the sentence's subject: a part of it named with "this" or "my" ("this thesis",
# "the present chapter", "ma thèse", "esta tese", "diese Arbeit", "questo capitolo"), or a
# numbered part followed by its verb ("Chapter 4 is", "Chapitre 3 est", "Kapitel 3 entstand";
# a heading, "Chapter 3 Related Work", goes on in capitals).
_PART = (
    r"(?:thesis|dissertation|chapter|section|part|appendix|work|research|manuscript|monograph"
    r"|thèse|mémoire|chapitre|partie|annexe|travail|travaux|manuscrit"
    r"|tese|tesis|dissertação|disertación|capítulo|seção|secção|sección|parte|apêndice|apéndice"
    r"|trabalho|trabajo|pesquisa|investigación|memoria"
    r"|arbeit|kapitel|abschnitt|teil|anhang|tesi|capitolo|sezione|appendice|lavoro"
    r"|ricerca)"
)
_NUMBERED_PART = (
    r"(?:chapters?|sections?|parts?|appendix|chapitres?|parties|capítulos?|capitulos?|secciones"
    r"|capitoli|capitolo|kapitel|abschnitte?)"
)
_NUMBER = r"(?:\d+(?:\.\d+)*|[IVX]+)"
_THESIS_SUBJECT = re.compile(
    r"\b(?:this|these|the\s+present|present|my|ce|cet|cette|ces|ma|mon|mes|le\s+présent"
    r"|la\s+présente|este|esta|estes|estas|o\s+presente|a\s+presente|el\s+presente"
    r"|la\s+presente|minha|meu|mi|dies(?:e[rmns]?)?|vorliegende[rn]?|meine[rmn]?|quest[oa]"
    r"|il\s+presente|mi[oa])\s+" + _PART + r"\b"
    rf"|\b{_NUMBERED_PART}\s+{_NUMBER}(?:\s*(?:,|{LIST_AND}|&|-|–)\s*{_NUMBER})*\s+"
    # The verb after the numbered part is in lower case (a heading's next word is not).
    r"(?-i:[a-zà-öø-ÿ])",
    re.IGNORECASE,
)
# Others' work is cited: "In this chapter we extend the model of [4], developed in
# collaboration with ...", "(Berg and Lind, 2019)", "Berg et al.". A citation between the
# thesis and the phrase makes the joint work someone else's.
_CITED = re.compile(r"\[[^\]]*\d|\([^()]{0,60}(?:19|20)\d{2}[a-z]?\)|\bet\s+al\b")
# Where the names end at the latest: a citation or an aside in brackets, a clause of its own.
# (A relative clause, "who developed ...", ends them as any words that are no name do.)
_LIST_END = re.compile(r"[\[(;:]|\s+[-–—]\s")
_SEPARATOR = re.compile(rf"\s*,\s*(?:(?:{LIST_AND}|&)\s+)?|\s+(?:{LIST_AND}|&)\s+")
# A word of a name: capitalised ("Ben-David", "O'Neil", "Ó"), an initial ("P.", "J.-H."), or
# a title that `clean_token` takes off ("Prof.", "Dr."). A name's lower-case particles ("van
# der", "da") stand between such words.
_NAME_WORD = re.compile(
    rf"[{LATIN_CAPITALS}](?:[^\W\d_]|['’-][^\W\d_])+\.?|(?:[{LATIN_CAPITALS}]\.-?)+"
)


def joint_work_coauthors(lines: list[Line]) -> list[Named]:
    """The people a thesis names as the partners of its author's own joint work."""
    prose = joined(lines)
    if not _JOINT_WORK.search(prose.text):
        return []
    found: list[Named] = []
    going_on = False  # the sentence before was one read
    for base, sentence in sentences(prose.text):
        read = False
        for phrase in _JOINT_WORK.finditer(sentence):
            if not (going_on or _own(sentence[: phrase.start()])):
                continue
            for offset, name in _names(sentence, phrase.end()):
                found.append(Named(name, Role.COAUTHOR, prose.line_at(base + offset)))
                read = True
        going_on = read
    return found


def _own(before: str) -> bool:
    """Whether the words before a phrase of joint work make it the thesis's own: the thesis
    is their subject, and nobody is cited after it."""
    subjects = list(_THESIS_SUBJECT.finditer(before))
    return bool(subjects) and not _CITED.search(before, subjects[-1].end())


def _names(sentence: str, start: int) -> Iterator[tuple[int, str]]:
    """(offset, name) of each name of the list that opens at `start`, while the words are
    names; the first piece that goes on in other words is the last."""
    end = _LIST_END.search(sentence, start)
    listed = sentence[start : end.start() if end else len(sentence)].rstrip(" .,")
    offset = start
    for piece in _SEPARATOR.split(listed):
        offset = sentence.find(piece, offset)
        words = piece.split()
        taken = _name_words(words)
        name = clean_token(" ".join(words[:taken]))
        if not taken or not is_name(name) or names_an_organisation(name):
            return
        yield offset, name
        if taken < len(words):
            return


def _name_words(words: list[str]) -> int:
    """How many of the words, from the first, make up a name."""
    taken = 0
    for position, word in enumerate(words):
        if _NAME_WORD.fullmatch(word):
            taken = position + 1
        elif not (taken and word in NAME_PARTICLE_WORDS):
            break
    return taken
