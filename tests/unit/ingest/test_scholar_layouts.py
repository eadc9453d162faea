"""Saved Scholar pages whose markup differs from the desktop profile."""

from __future__ import annotations

from minesweeper.ingest import ingest_bytes
from minesweeper.samples.web import scholar_html_mobile


def test_mobile_layout_rows_are_publications() -> None:
    html = scholar_html_mobile(
        "Sua Yeo", "UNIST", [("Compliant grippers", "S Yeo, J Seol, H Na, ...", "IJPEM", "2022")]
    )
    profile = ingest_bytes(html, "profile.html").scholar
    assert profile is not None
    assert [(p.title, p.authors) for p in profile.publications] == [
        ("Compliant grippers", "S Yeo, J Seol, H Na, ...")
    ]


def test_coauthor_entries_without_their_outer_block() -> None:
    html = b"""<html><head><title>Seojin Yoon - Google Scholar</title></head><body>
    <div id="gsc_prf_in">Seojin Yoon</div><ul><li><span class="gsc_rsb_a_desc">
    <a href="#">Taeho Moon</a><span class="gsc_rsb_a_ext">Korea University</span></span></li>
    </ul><table><tr class="gsc_a_tr"><td><a class="gsc_a_at">Channel estimation</a>
    <div class="gs_gray">S Yoon, T Moon</div></td></tr></table></body></html>"""
    profile = ingest_bytes(html, "profile.html").scholar
    assert profile is not None
    assert [(c.name, c.affiliation) for c in profile.coauthors] == [
        ("Taeho Moon", "Korea University")
    ]
