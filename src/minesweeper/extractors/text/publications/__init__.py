"""Publication lists (CVs, 연구실적목록, Scholar author strings, a thesis's own list of
publications): every entry with the applicant among its authors yields its other authors as
co-authors, with the entry's year.

The authors of one entry are read by `author_first` (entries that open on their authors,
with `apa_authors`, `inverted_authors` and `author_fields`), `title_first` (entries that open
on their title) and `with_clauses` (co-authors after "with"), on the pieces they share in
`author_patterns`; `wrapped_authors` tells where an author list runs on to the next line.
`japanese_lists` reads names joined by "・" and closed by a role or a year, and
`small_capitals` joins family names a text layer split. `headings` names the headings that
open and close a list, `sections` finds where lists are and reads side-by-side columns apart,
`entries` joins wrapped lines into entries and keeps the applicant's own, and `owner_once`
leaves the owner one author of each. `bold_owner` and `lone_owner` find forms of the owner's
name that the list prints and the applicant's registered names do not match.
"""

from minesweeper.extractors.text.publications.entries import publication_authors
from minesweeper.extractors.text.publications.sections import own_list_lines

__all__ = ["own_list_lines", "publication_authors"]
