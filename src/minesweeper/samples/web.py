"""A Google-Scholar-like profile page as saved from a browser, and legacy-encoded text."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape


def scholar_html(
    name: str,
    affiliation: str,
    coauthors: Sequence[tuple[str, str]],
    publications: Sequence[tuple[str, str, str, str]],
) -> bytes:
    """coauthors: (name, affiliation); publications: (title, authors, venue, year)."""
    coauthor_items = "".join(
        '<li><div class="gsc_rsb_aa"><span class="gsc_rsb_a_desc">'
        f'<a href="/citations?user=x{index}">{escape(who)}</a>'
        f'<span class="gsc_rsb_a_ext">{escape(where)}</span>'
        '<span class="gsc_rsb_a_ext gsc_rsb_a_ext2">Verified email</span></span></div></li>'
        for index, (who, where) in enumerate(coauthors)
    )
    rows = "".join(
        '<tr class="gsc_a_tr"><td class="gsc_a_t">'
        f'<a class="gsc_a_at" href="#">{escape(title)}</a>'
        f'<div class="gs_gray">{escape(authors)}</div>'
        f'<div class="gs_gray">{escape(venue)}</div></td>'
        f'<td class="gsc_a_c"><a class="gsc_a_ac gs_ibl">12</a></td>'
        f'<td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">{escape(year)}</span></td></tr>'
        for title, authors, venue, year in publications
    )
    page = f"""<!doctype html><html><head><meta charset="utf-8">
<title>{escape(name)} - Google Scholar</title>
<style>.gs_gray{{color:#777}}</style>
<script>var gs_tracking = "do not show {escape(name)} in text";</script></head>
<body><div id="gsc_prf"><div id="gsc_prf_in">{escape(name)}</div>
<div class="gsc_prf_il">{escape(affiliation)}</div></div>
<div class="gsc_rsb_s"><h3 class="gsc_rsb_h">Co-authors</h3><ul>{coauthor_items}</ul></div>
<table id="gsc_a_t"><tbody id="gsc_a_b">{rows}</tbody></table>
<div>Cited by 1234</div></body></html>"""
    return page.encode("utf-8")


def cp949_text(lines: Sequence[str]) -> bytes:
    """Text in CP949 (the Korean Windows code page), as older tools save it."""
    return "\r\n".join(lines).encode("cp949")


def scholar_html_mobile(
    name: str, affiliation: str, publications: Sequence[tuple[str, str, str, str]]
) -> bytes:
    """A Scholar profile saved from the mobile layout: rows are divs, not table rows, and
    there is no co-author list. publications: (title, authors, venue, year)."""
    rows = "".join(
        '<div class="gsc_a_tr gs_scl"><div class="gsc_a_t">'
        f'<a class="gsc_a_at" href="#">{escape(title)}</a>'
        f'<div class="gs_gray">{escape(authors)}</div>'
        f'<div class="gs_gray">{escape(venue)}, {escape(year)}</div></div>'
        '<div class="gsc_a_c">7</div></div>'
        for title, authors, venue, year in publications
    )
    page = f"""<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width">
<title>{escape(name)} - Google 학술검색</title></head>
<body><div class="gs_md_prf"><div class="gsc_prf_inm">{escape(name)}</div>
<div class="gsc_prf_ila">{escape(affiliation)}</div></div>
<div id="gsc_art"><h3>Articles</h3>{rows}</div>
<div class="gs_ftr">Help Privacy Terms</div></body></html>"""
    return page.encode("utf-8")
