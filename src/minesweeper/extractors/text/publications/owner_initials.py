"""The owner cited by initials alone.

A CV may print its owner as bare initials among the full names of the others ("Elena
Ruiz, M. F., Tomas Berg"; "T. Arrieta, V. Nyman and M.F."). Nobody else is ever cited
without a family name, so initials that are the owner's are the owner: the entry is read with
one of the owner's names in their place. Only the text read for names changes; the quote is
still the printed line. Initials right after a lone family name and its comma are that
name's ("Smit, J.H.P., Vos, A.M."), not the owner's alone; so are initials after a family name
of two words in a list of such inverted authors ("Nilsen Vega, J. A., Roque, K."), where two
words before a comma are no given and family name.

An owner may also print their own name inverted amid names printed given first ("Songmi
Nasser Ryu, Kim, Minjun, Taeho Bae, and ..."), which cuts the list at the odd comma: it is
read given first. The name before it holds two words or more, where a list of inverted names
would hold one ("Ruiz, Ana, Kim, Minjun").
"""

from __future__ import annotations

import re

from minesweeper.extractors.text.collect import MONONYM, SelfMatcher
from minesweeper.names.clean import LATIN_LETTERS

# A family name alone before the comma that ends the text: the initials after it are its own.
_FAMILY_BEFORE = re.compile(
    rf"(?:^|[,;&]\s*|\band\s+)(?:[a-z]+\s+){{0,2}}[{LATIN_LETTERS}'’-]+,\s*$"
)
_TWO_WORD_FAMILY_BEFORE = re.compile(
    rf"(?:^|[,;&]\s*|\band\s+)[{LATIN_LETTERS}'’-]+\s+[{LATIN_LETTERS}'’-]+,\s*$"
)
# An inverted author elsewhere in the list: "..., Roque, K." (family, comma, an initial).
_INVERTED_AUTHOR = re.compile(rf"(?:^|[,;:&]\s*)[{LATIN_LETTERS}'’-]+,\s*[A-Z]\.")
_LATIN_NAME = re.compile(
    rf"[{LATIN_LETTERS}][{LATIN_LETTERS}'’-]+(?:\s+[{LATIN_LETTERS}][{LATIN_LETTERS}'’-]+)+"
)


class OwnerInitials:
    """Finds the owner's bare initials in an entry and spells them out."""

    def __init__(self, own: SelfMatcher) -> None:
        latin = [form.strip() for form in own.forms if _LATIN_NAME.fullmatch(form.strip())]
        self._name = latin[0] if latin else ""
        # An owner known by one word is printed by it alone ("Shahina, J. Roe, ..."), which
        # no reader takes for a name: read as it is doubled (`SelfMatcher`).
        single = [form.strip() for form in own.forms if MONONYM.fullmatch(form.strip())]
        doubled = {f"{word} {word}" for word in single}
        self._single = (
            re.compile(
                rf"(?:^|(?<=[,;&])|(?<=[,;&]\s)|(?<=\band\s))(?:{'|'.join(map(re.escape, single))})"
                r"(?=\s*(?:[,;&]|\band\b|$))"
            )
            if single and doubled <= set(latin)
            else None
        )
        self._inverted = [
            (f", {words[1]}, {words[0]}", form)
            for form in latin
            for words in [form.split()]
            if len(words) == 2
        ]
        letters = {
            "".join(word[0].upper() for word in kept)
            for form in latin
            for words in [form.split()]
            for kept in (words, [words[0], words[-1]])
        }
        alternatives = "|".join(
            r"\.\s?".join(map(re.escape, sorted_letters)) + r"\.?"
            for sorted_letters in sorted(letters, key=len, reverse=True)
        )
        # Bare initials between separators ("M. F.,", "and M.F.;", "M. F." at the end); before
        # a capital they may as well open a co-author's name ("M. F. Smith").
        self._pattern = (
            re.compile(rf"(?<![\w.])(?:{alternatives})(?![\w.])(?=\s*(?:[,;&]|\band\b|$))")
            if self._name and alternatives
            else None
        )

    def spelled_out(self, text: str) -> str:
        """The text with the owner's bare initials, or a single name, replaced by the owner's
        name, and the owner's name inverted amid names given first put given first."""
        if self._single is not None:
            text = self._single.sub(lambda word: f"{word[0]} {word[0]}", text)
        text = self._given_first(text)
        if self._pattern is None:
            return text

        def spelled(initials: re.Match[str]) -> str:
            # Another author inverted, the initials in question aside ("Elena Ruiz, M. F., Tomas
            # Berg" lists full names, its "Ruiz, M." is no inverted author).
            others = text[: initials.start()] + text[initials.end() :]
            inverted = bool(_INVERTED_AUTHOR.search(others))
            families = (_FAMILY_BEFORE, _TWO_WORD_FAMILY_BEFORE) if inverted else (_FAMILY_BEFORE,)
            if any(family.search(text, 0, initials.start()) for family in families):
                return initials[0]
            return self._name

        return self._pattern.sub(spelled, text)

    def _given_first(self, text: str) -> str:
        for inverted, form in self._inverted:
            at = text.find(inverted)
            before = text[:at].rsplit(",", 1)[-1].split() if at > 0 else []
            if len(before) >= 2:
                return f"{text[:at]}, {form}{text[at + len(inverted) :]}"
        return text
