from __future__ import annotations

from minesweeper import samples
from minesweeper.ingest import ScholarCoauthor, SourceFormat, ingest_bytes
from minesweeper.ingest.text import decode_text, text_pages


def test_scholar_profile_structure() -> None:
    data = samples.scholar_html(
        "Dohyun Lee",
        "KAIST",
        [("Jieun Lim", "KAIST"), ("이재원", "Seoul National University")],
        [("Graph anomaly detection", "D Lee, J Lim, H Cho", "Pattern Recognition 2022", "2022")],
    )
    document = ingest_bytes(data, "Dohyun Lee - Google Scholar.html")
    assert document.format is SourceFormat.HTML
    profile = document.scholar
    assert profile is not None
    assert profile.name == "Dohyun Lee"
    assert profile.affiliation == "KAIST"
    assert profile.coauthors == (
        ScholarCoauthor("Jieun Lim", "KAIST"),
        ScholarCoauthor("이재원", "Seoul National University"),
    )
    (publication,) = profile.publications
    assert publication.authors == "D Lee, J Lim, H Cho"
    assert publication.venue == "Pattern Recognition 2022"
    assert publication.year == "2022"
    assert "do not show" not in document.text  # script text is not visible text
    assert document.note == "HTML, Google Scholar profile"


def test_plain_html_has_no_profile() -> None:
    page = b"<html><head><style>p{}</style></head><body><p>Hello</p><p>World</p></body></html>"
    document = ingest_bytes(page)
    assert document.scholar is None
    assert document.text == "Hello\nWorld"


def test_text_encodings() -> None:
    assert decode_text("심사위원장".encode("cp949")) == ("심사위원장", "cp949")
    assert decode_text("심사위원장".encode("euc-kr")) == ("심사위원장", "cp949")
    assert decode_text("심사위원장".encode()) == ("심사위원장", "utf-8")
    assert decode_text("\ufeff심사".encode()) == ("심사", "utf-8")
    assert decode_text("심사".encode("utf-16")) == ("심사", "utf-16")


def test_cp949_text_file_and_form_feed_pages() -> None:
    document = ingest_bytes(samples.cp949_text(["연구계획서", "본 연구는"]), "plan.txt")
    assert document.text == "연구계획서\n본 연구는"
    assert document.note == "text file (cp949)"
    assert text_pages("a\fb\f\f") == ["a", "b"]


def test_an_inline_element_stays_inside_its_line() -> None:
    # A publication page sets its owner in bold inside the author list; the list is one line.
    page = (
        b"<html><body><h2>Links</h2><p>Recommended citation: Ivo Berg, Lena Holm, "
        b"<b>Mira Olsen</b>, and <a href='#'>Tomas Lind</a>. 2020. <i>Sparse routing</i>."
        b"</p><ul><li>Supervisor: Anna Roe</li><li>Referee: Karl Oja</li></ul>"
        b"<table><tr><td>2019</td><td>Paper one</td></tr></table></body></html>"
    )
    lines = ingest_bytes(page).text.splitlines()
    assert (
        "Recommended citation: Ivo Berg, Lena Holm, Mira Olsen, and Tomas Lind. 2020. "
        "Sparse routing." in lines
    )
    assert {"* Supervisor: Anna Roe", "* Referee: Karl Oja", "2019\tPaper one"} <= set(lines)
