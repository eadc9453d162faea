from __future__ import annotations

from minesweeper.ingest.model import SourceFormat
from tests.unit.extractors.builders import extract, names, text_document

CV = """MINJUN KIM
PUBLICATIONS
[1] M. Kim, J.-W. Lee, and S. Johnson, “Optimization of Wireless Power Transfer,” IEEE Access, 2022.
[2] Kim, M., Park, S., & Choi, Y.-H. (2021). Channel tracking. J. KICS, 12, 1-9.
[3] Kim M, Rossi M. Beamforming for low latency. Proc. ICASSP. 2020.
4. Dohyun Lee, Wei Zhang, “A paper without the applicant,” Pattern Recognition, 2022.
REFERENCES
Prof. Narae Kwon, KAIST, narae@kaist.ac.kr"""


def test_cv_publication_list_styles() -> None:
    result = extract(text_document(CV, fmt=SourceFormat.DOCX), "cv")
    assert names(result) == {
        "J.-W. Lee",
        "S. Johnson",
        "S. Park",
        "Y.-H. Choi",
        "Rossi M",
        "Dohyun Lee",
        "Wei Zhang",
    }
    assert {p.role.value for p in result.persons} == {"coauthor"}
    assert {p.name_raw for p in result.persons if p.is_self} >= {"M. Kim", "Kim M"}


def test_achievement_list_needs_the_applicant_among_the_authors() -> None:
    page = """연 구 실 적 목 록
성    명 : 이도현
1. 이도현, 배준호, 임지은, “분포 변화에 강인한 테스트 시간 적응 기법,” 정보과학회논문지, 2022.
2. Dohyun Lee, Minji Song, Jieun Lim, “Token Pruning,” Proc. AAAI, 2021.
3. 김철수, 박영희, “남의 논문,” 학회지, 2020.
작성자 : 이도현  (서명)"""
    result = extract(text_document(page, fmt=SourceFormat.HWPX), "other", "이도현", "Dohyun Lee")
    assert names(result) == {"배준호", "임지은", "Minji Song", "Jieun Lim"}


def test_thesis_reference_list_is_never_read() -> None:
    page = "참고문헌\n[1] 김민준, 김지훈, 박서연, “채널 추적,” 한국통신학회논문지, 2021."
    result = extract(text_document(page), "thesis")
    assert names(result) == set()


def test_wrapped_entries_and_author_table_cells() -> None:
    page = """Publications
[1] M. Kim, J.-W. Lee, H.-E. Jung, T.-H. Kang, and
S. Johnson, “A long author list,” IEEE Trans., 2022.
김민준, 김지훈, 박서연
Best Paper Award, 2022"""
    result = extract(text_document(page, fmt=SourceFormat.DOCX), "cv")
    assert names(result) == {
        "J.-W. Lee",
        "H.-E. Jung",
        "T.-H. Kang",
        "S. Johnson",
        "김지훈",
        "박서연",
    }


def test_a_korean_achievement_table_reads_the_author_cell_not_the_title() -> None:
    # Korean titles split into words that look like names ("반도체 공정 최적화"): the cell
    # listing the applicant is the author cell.
    table = """연구실적
번호\t논문명\t저자\t학술지\t연도
1\t반도체 공정 최적화\t김민준(Minjun Kim), 한소희(Sohee Han)\t전자공학회논문지\t2019
2\t강화학습을 이용한 제어\t최지우, 김민준\t대한전자공학회\t2020"""
    result = extract(text_document(table, fmt=SourceFormat.HWPX), "cv")
    assert names(result) == {"한소희", "최지우"}
    years = {p.name_raw: p.year for p in result.persons if not p.is_self}
    assert years == {"한소희": 2019, "최지우": 2020}


def test_table_rows_under_a_numbered_section_heading_are_entries_of_their_own() -> None:
    cv = """이  력  서
2. 학력사항
기간\t학교\t전공\t학위\t지도교수
2018.03 ~ 2023.02\t서울대학교\t건설환경공학부\t공학박사\t김태윤
3. 연구실적
번호\t논문명\t저자\t학술지명\t발행연도
1\t영상 기반 교량 균열 자동 탐지\t김민준(1저자), 송지환, 김태윤(교신)\t대한토목학회논문집\t2022
2\tWireless Sensor Networks\t김민준(1저자), 임하늘\tProc. WCSCM\t2021
4. 수상경력"""
    result = extract(text_document(cv, fmt=SourceFormat.DOCX), "cv")
    coauthors = {p.name_raw: p.year for p in result.persons if p.role.value == "coauthor"}
    assert {k: v for k, v in coauthors.items() if k != "김민준"} == {
        "송지환": 2022,
        "김태윤": 2022,
        "임하늘": 2021,
    }


def test_a_cvs_referees_before_its_publications_end_no_list_of_its_own() -> None:
    """Economists' CVs put their referees on the first page and their papers after: the
    referees are left out, the publications after them are read."""
    text = (
        "Curriculum Vitae\nMinjun Kim\nReferences\n"
        "Prof Ilsa Varga — University of Oslo  varga@example.org\n"
        "Prof Oren Malka — Technion  malka@example.org\n"
        "Research and Publications\n"
        "Berg, T., and Kim, M. (2024). Coal regions in decline. Energy Policy 195: 11.\n"
        "Cho, H., Kim, M., and Lund, P. (2022). Attributing emission cuts. Science 3: 8.\n"
    )
    assert names(extract(text_document(text), "cv")) == {"T. Berg", "H. Cho", "P. Lund"}
