"""Personal names in Greek script, as Greek theses print them.

A full name is a given and a family name in either order ("Δημήτρης Παππάς", "Παππάς
Δημήτρης"), perhaps with the father's initial between them ("Νίκος Κ. Αλεξίου"); an initial may
stand for the given name ("Ν. Αλεξίου"). Capitalised words of ranks, headings and institutions
are never part of a name.
"""

from __future__ import annotations

import re

from minesweeper.names.stopwords import words

_CAPITAL = "\u0386\u0388-\u038f\u0391-\u03a9"  # with the tonos: Ά Έ Ή Ί Ό Ύ Ώ
_SMALL = "\u0390\u03ac-\u03ce"  # ά έ ή ί ΐ ΰ ϊ ϋ ό ύ ώ and the final ς
_WORD = re.compile(rf"^[{_CAPITAL}][{_SMALL}]+(?:-[{_CAPITAL}][{_SMALL}]+)?$")
_INITIAL = re.compile(rf"^[{_CAPITAL}][{_SMALL}]?\.$")  # "Κ.", "Θ." and "Χρ." alike
_GREEK = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")
# Capitalised words of title pages and approval pages that no name holds (lowercase, with
# their accents).
_NON_NAME_WORDS = frozenset(
    words(
        """
    καθηγητής καθηγήτρια καθηγητές αναπληρωτής αναπληρώτρια επίκουρος επίκουρη ομότιμος
    λέκτορας διδάσκων ερευνητής ερευνήτρια επιβλέπων επιβλέπουσα συνεπιβλέπων συνεπιβλέπουσα
    μέλος μέλη επιτροπή εξεταστική συμβουλευτική τριμελής επταμελής διπλωματική εργασία
    διατριβή διδακτορική μεταπτυχιακή πανεπιστήμιο πολυτεχνείο εθνικό μετσόβιο σχολή τμήμα
    τομέας εργαστήριο ηλεκτρολόγων μηχανικών υπολογιστών πληροφορικής αθήνα θεσσαλονίκη
    πάτρα ηράκλειο περίληψη ευχαριστίες περιεχόμενα εισαγωγή βιβλιογραφία
    """
    )
)


def has_greek(text: str) -> bool:
    return _GREEK.search(text) is not None


def looks_like_greek_name(text: str) -> bool:
    """A plausible personal name in Greek script (see the module's forms)."""
    tokens = text.replace(".", ". ").replace(" .", ".").split()
    names = [token for token in tokens if not _INITIAL.match(token)]
    if not 1 <= len(names) <= 3 or not all(_WORD.match(name) for name in names):
        return False
    if any(name.lower() in _NON_NAME_WORDS for name in names):  # casefold makes ς a σ
        return False
    initials = len(tokens) - len(names)
    return len(names) >= 2 or (len(names) == 1 and 1 <= initials <= 2)
