"""Scholar profile pages in variants the earlier generators do not print: the Korean
interface ("공동 저자", "인용", "연도"), and a desktop page whose co-author panel is collapsed
to a "모두 보기" link with no names in it."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape


def _rows(publications: Sequence[tuple[str, str, str, str]]) -> str:
    return "".join(
        '<tr class="gsc_a_tr"><td class="gsc_a_t">'
        f'<a class="gsc_a_at" href="/citations?view_op=view_citation">{escape(title)}</a>'
        f'<div class="gs_gray">{escape(authors)}</div>'
        f'<div class="gs_gray">{escape(venue)}<span class="gs_oph">, {escape(year)}</span>'
        '</div></td><td class="gsc_a_c"><a class="gsc_a_ac gs_ibl">31</a></td>'
        f'<td class="gsc_a_y"><span class="gsc_a_h gsc_a_hc gs_ibl">{escape(year)}</span></td>'
        "</tr>"
        for title, authors, venue, year in publications
    )


def scholar_korean(
    name: str,
    affiliation: str,
    coauthors: Sequence[tuple[str, str]],
    publications: Sequence[tuple[str, str, str, str]],
    *,
    collapsed: bool = False,
) -> bytes:
    """A profile saved from the Korean interface. With `collapsed`, the co-author panel
    shows only its heading and a "모두 보기" link (the list is loaded on demand)."""
    if collapsed:
        panel = (
            '<div class="gsc_rsb_s gsc_prf_pnl" id="gsc_rsb_co"><div class="gsc_rsb_m_h">'
            '<h3 class="gsc_rsb_h">공동 저자</h3><button id="gsc_coauth_opn">모두 보기'
            "</button></div></div>"
        )
    else:
        items = "".join(
            '<li><span class="gsc_rsb_a_desc">'
            f'<a href="/citations?user=k{index}&amp;hl=ko">{escape(who)}</a>'
            f'<span class="gsc_rsb_a_ext">{escape(where)}</span>'
            '<span class="gsc_rsb_a_ext gsc_rsb_a_ext2">인증된 이메일</span></span></li>'
            for index, (who, where) in enumerate(coauthors)
        )
        panel = (
            '<div class="gsc_rsb_s gsc_prf_pnl" id="gsc_rsb_co"><h3 class="gsc_rsb_h">공동 저자'
            f'</h3><ul class="gsc_rsb_a">{items}</ul></div>'
        )
    page = f"""<!doctype html><html lang="ko"><head><meta charset="utf-8">
<title>{escape(name)} - Google 학술 검색</title></head><body>
<div id="gsc_prf_w"><div id="gsc_prf_in">{escape(name)}</div>
<div class="gsc_prf_il">{escape(affiliation)}</div>
<div class="gsc_prf_il" id="gsc_prf_ivh">인증된 이메일 도메인: univ.ac.kr</div></div>
<table id="gsc_rsb_st"><tr><th></th><th>전체</th><th>2019년 이후</th></tr>
<tr><td>서지정보</td><td>412</td><td>390</td></tr><tr><td>h-index</td><td>9</td><td>9</td></tr>
</table>{panel}
<table id="gsc_a_t"><thead><tr><th>제목</th><th>인용</th><th>연도</th></tr></thead>
<tbody id="gsc_a_b">{_rows(publications)}</tbody></table>
<div id="gsc_lwp"><button>더보기</button></div></body></html>"""
    return page.encode("utf-8")
