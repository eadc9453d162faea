"""First pages in byline conventions of other publishers, drawn glyph by glyph: Elsevier's
raised letter marks with the corresponding author's star straight after them and a name
broken after its initials at the line end; Springer LNCS's ORCID identifiers in brackets
after the raised affiliation numbers (a name broken between its given and family name) and
its "(B)" for the corresponding author's envelope; authors printed in capitals, each over
their affiliation and e-mail, or over their affiliation alone. Each page lists its co-authors
as printed; the applicant is `publisher_pdfs.APPLICANT`."""

from __future__ import annotations

from tests.support.publisher_pdfs import Piece, PublisherPage, first_page, marked

_RAISED = 4.5  # points: where a mark sits over the baseline


def _raised(text: str) -> Piece:
    return Piece(text, _RAISED)


def stacked_page(title: str, *lines: str) -> bytes:
    """A first page whose header prints each of `lines` on a line of its own."""
    return first_page(title, [[Piece(text)] for text in lines], [])


def byline_convention_pages() -> list[PublisherPage]:
    return [*_elsevier_pages(), *_lncs_pages(), *_stacked_pages()]


def _elsevier_pages() -> list[PublisherPage]:
    # Procedia: "a*" with no comma between the letter and the star, the list broken after
    # the last author's initials.
    procedia = first_page(
        "Seasonal storage of tidal power in fjords",
        [
            [Piece("Minjun Kim"), _raised("a*"), Piece(", R. T. Olsen"), _raised("a"),
             Piece(", H. Lindqvist-Moreno"), _raised("b"), Piece(", D. Quiñones-Abad"),
             _raised("c"), Piece(", J. K.")],
            [Piece("Brandvold"), _raised("c")],
        ],
        ["a Faculty of Marine Sciences, Hanbit University, Busan, Korea",
         "b Institute of Hydrology, Calder University, Calder, Sweden",
         "c Department of Physics, Ribera University, Ribera, Spain"],
    )  # fmt: skip
    # A journal's "a,b,⁎" and "a,∗": letters, then the star, all raised.
    journal = first_page(
        "Grain boundaries in sintered ceramics",
        [marked(("Ilse Brandt", "a,b,⁎"), ("Minjun Kim", "b"), ("Tomas Reyes", "a,∗"))],
        ["a Department of Materials, Lakeshore University, Canada",
         "b School of Engineering, Hanbit University, Korea"],
    )  # fmt: skip
    return [
        PublisherPage(
            "letter-marks-with-star-and-initials-broken",
            procedia,
            frozenset(
                {"R. T. Olsen", "H. Lindqvist-Moreno", "D. Quiñones-Abad", "J. K. Brandvold"}
            ),
        ),
        PublisherPage("letter-marks-then-star", journal, frozenset({"Ilse Brandt", "Tomas Reyes"})),
    ]


def _lncs_pages() -> list[PublisherPage]:
    # ORCID identifiers in brackets after the affiliation numbers, hyphens or minus signs,
    # a checksum "X"; the list broken between a given name and its family name.
    orcid = first_page(
        "Fusing Loops of Irregular Programs",
        [
            [Piece("Ilse Brandt"), _raised("1[0000-0002-1825-0097]"), Piece(", Tomas Reyes"),
             _raised("2"), Piece(", Minjun")],
            [Piece("Kim"), _raised("1[0000−0003−1415−9269]"), Piece(", and Hana Oh"),
             _raised("2,3[0000−0001−5109−370X]")],
        ],
        ["1 School of Computing, Hanbit University, Busan, Korea",
         "2 Department of Informatics, Lakeshore University, Canada",
         "3 National Research Council, Ottawa, Canada"],
    )  # fmt: skip
    # Springer's corresponding author: an envelope whose glyph the text layer reads "(B)".
    envelope = first_page(
        "Typed Holes in Effect Handlers",
        [
            [Piece("Pavel Novak"), _raised("1"), Piece(", Minjun Kim"), _raised("2"),
             Piece("(B)"), Piece(", and Ruth Adler"), _raised("1[0000-0001-5109-3700]")],
        ],
        ["1 Faculty of Informatics, Ribera University, Ribera, Spain",
         "2 School of Computing, Hanbit University, Busan, Korea"],
    )  # fmt: skip
    # ... or the identifier's address after the name.
    address = first_page(
        "Gradual Types for Array Programs",
        [
            [Piece("Hana Oh"), _raised("1"), Piece(" https://orcid.org/0000-0002-1825-0097,"),
             Piece(" Minjun Kim"), _raised("2"), Piece(", Tomas Reyes"), _raised("1")],
        ],
        ["1 Department of Informatics, Lakeshore University, Canada",
         "2 School of Computing, Hanbit University, Busan, Korea"],
    )  # fmt: skip
    return [
        PublisherPage("orcid-address", address, frozenset({"Hana Oh", "Tomas Reyes"})),
        PublisherPage(
            "orcid-brackets-and-a-name-broken",
            orcid,
            frozenset({"Ilse Brandt", "Tomas Reyes", "Hana Oh"}),
        ),
        PublisherPage("envelope-mark", envelope, frozenset({"Pavel Novak", "Ruth Adler"})),
    ]


def _stacked_pages() -> list[PublisherPage]:
    # Each author in capitals over their affiliation and e-mail; three authors of one
    # affiliation on one line over it and their three e-mails.
    with_email = stacked_page(
        "Why Learners Skip Hints in Tutoring Systems",
        "MINJUN KIM", "Hanbit University, Korea", "mkim@hanbit.ac.kr",
        "TOMAS REYES", "The Northfield Systems Corporation, USA", "treyes@northfield.com",
        "ILSE BRANDT", "Lakeshore Polytechnic Institute, Canada", "ibrandt@lpi.ca",
        "HANA OH, PAVEL NOVAK, AND RUTH ADLER", "Hanbit University, Korea",
        "hoh@hanbit.ac.kr", "pnovak@hanbit.ac.kr", "radler@hanbit.ac.kr",
    )  # fmt: skip
    # ... over their affiliation alone.
    without_email = stacked_page(
        "Peer Tutoring in Rural Classrooms",
        "TOMAS REYES", "The Northfield Systems Corporation, USA",
        "MINJUN KIM", "Hanbit University, Korea",
        "ILSE BRANDT", "Lakeshore Polytechnic Institute, Canada",
    )  # fmt: skip
    return [
        PublisherPage(
            "capitals-over-affiliation-and-email",
            with_email,
            frozenset({"Tomas Reyes", "Ilse Brandt", "Hana Oh", "Pavel Novak", "Ruth Adler"}),
        ),
        PublisherPage(
            "capitals-over-affiliation", without_email, frozenset({"Tomas Reyes", "Ilse Brandt"})
        ),
    ]
