"""Approval pages of theses from China, Taiwan and Japan: their role labels, names written in
Chinese characters that have no Korean reading, titles before or after the name and the
ideographic list comma. Applicants with such doctorates apply to Korean universities too."""

from __future__ import annotations

import pytest

from minesweeper.extractors.model import Role
from minesweeper.extractors.text.shapes import clean_token, is_name
from minesweeper.names import display_name, normalize_name
from tests.unit.extractors.builders import extract, related, text_document


def test_a_prc_defence_committee_with_titles_after_the_names() -> None:
    page = """博士学位论文
作者姓名：黄志强
指导教师：周建国 教授
副导师：吴海燕 副教授
答辩委员会主席：郑晓东 教授
答辩委员会委员：孙丽、马骏 副教授、朱文博 研究员、钱思远副研究员、冯立高级工程师"""
    assert related(extract(text_document(page), "thesis", applicant="黄志强")) == {
        ("周建国", "advisor"),
        ("吴海燕", "co_advisor"),
        ("郑晓东", "committee_chair"),
        ("孙丽", "committee_member"),
        ("马骏", "committee_member"),
        ("朱文博", "committee_member"),
        ("钱思远", "committee_member"),
        ("冯立", "committee_member"),
    }


def test_a_prc_defence_committee_table_with_role_name_title_and_employer_columns() -> None:
    page = """学位论文答辩委员会名单
姓名     职称       工作单位
主席        韩立川    教授       复旦大学
委员        邵静怡    研究员    中国科学院
委员        莫文涛    教授       浙江大学
答辩日期：2023年5月26日"""
    assert related(extract(text_document(page), "thesis", applicant="黄志强")) == {
        ("韩立川", "committee_chair"),
        ("邵静怡", "committee_member"),
        ("莫文涛", "committee_member"),
    }


def test_anonymous_reviewers_and_the_heads_of_a_tables_columns_are_no_one() -> None:
    page = """博士学位论文
论文评阅人1: 隐名评阅
评阅人2: 隐名评阅
答辩委员会主席:	韩立川 教授 复旦大学
职务	姓名	职称
委员	邵静怡	研究员"""
    assert related(extract(text_document(page), "thesis", applicant="黄志强")) == {
        ("韩立川", "committee_chair"),
        ("邵静怡", "committee_member"),
    }


def test_a_taiwanese_oral_defence_page_with_letter_spaced_names() -> None:
    page = """口試委員會審定書
口試委員：
蔡 明 哲 (指導教授)   ____________
許 雅 婷              ____________
口試委員   謝 宗 翰   ____________"""
    assert related(extract(text_document(page), "thesis")) == {
        ("蔡明哲", "advisor"),
        ("蔡明哲", "committee_member"),
        ("許雅婷", "committee_member"),
        ("謝宗翰", "committee_member"),
    }


def test_a_japanese_review_report_with_the_title_before_the_name() -> None:
    page = """博士論文審査結果報告書
主査   大阪大学   教授   中村 正人
副査   大阪大学   准教授   小林 美咲
指導教員   伊藤 大輔"""
    assert related(extract(text_document(page), "thesis")) == {
        ("中村 正人", "committee_chair"),
        ("小林 美咲", "committee_member"),
        ("伊藤 大輔", "advisor"),
    }


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("王伟 教授", "王伟"),
        ("准教授 小林 美咲", "小林 美咲"),
        ("陳 信 希", "陳信希"),
        ("朴志勳 敎授", "朴志勳"),
    ],
)
def test_titles_and_letter_spacing_around_chinese_characters(text: str, name: str) -> None:
    assert display_name(text) == name
    assert is_name(clean_token(text))


@pytest.mark.parametrize(
    "text",
    [
        "東京大学",
        "研究員",
        "主任研究員",
        "首席研究员",
        "學位論文",
        "答辩委员会",
        "會審定書",
        "東京都千代田区",
        "主査",  # a Japanese committee's chief examiner, and as OCR reads it
        "副查",
    ],
)
def test_institutions_documents_and_places_are_no_names(text: str) -> None:
    assert not is_name(clean_token(text))


def test_a_letter_spaced_name_and_its_compact_form_are_one_key() -> None:
    assert normalize_name("林 智 仁") == normalize_name("林智仁")


def test_university_and_rank_before_a_japanese_name_and_an_academician_before_a_university() -> (
    None
):
    page = """論文審査委員
主査  京都大学 教授  河野 正樹
副査  京都大学 准教授  高橋 慎之介
指导教师：  李国强 院士  清华大学"""
    assert related(extract(text_document(page), "thesis")) == {
        ("河野 正樹", "committee_chair"),
        ("高橋 慎之介", "committee_member"),
        ("李国强", "advisor"),
    }


def test_a_korean_hanja_name_may_hold_a_character_of_dates() -> None:
    assert is_name(clean_token("朴日成"))
    assert not is_name(clean_token("院士"))


def test_a_japanese_name_with_the_iteration_mark_is_a_name() -> None:
    page = """修士論文審査報告書
主査：野々村 拓也 教授
副査：佐々木 恵 准教授"""
    assert related(extract(text_document(page), "thesis")) == {
        ("野々村 拓也", "committee_chair"),
        ("佐々木 恵", "committee_member"),
    }


def test_a_cover_form_prints_the_advisors_title_as_a_field_after_the_name() -> None:
    page = """本科毕业设计（论文）
题 目： 分布式存储系统设计
指导教师： 韩立新 职称： 教授
指导教师（校外）： 邵雨晴 职称： 高级工程师
学生姓名： 孔令航 学号： 201811220417
专 业： 通信工程"""
    assert related(extract(text_document(page), "thesis", applicant="孔令航")) == {
        ("韩立新", "advisor"),
        ("邵雨晴", "co_advisor"),
    }


def test_a_japanese_form_with_the_rank_and_the_affiliation_as_fields() -> None:
    page = """修士論文
指導教員： 森田 隆之 職名： 准教授 所属： 情報学研究科
副指導教員： 川島 美咲 職名： 教授"""
    assert related(extract(text_document(page), "thesis", applicant="藤井 翔")) == {
        ("森田 隆之", "advisor"),
        ("川島 美咲", "co_advisor"),
    }


def test_a_title_in_a_cell_of_its_own_is_no_person() -> None:
    page = "碩士論文\n研究生:\t林志豪\t指導教授:\t陳建宏\t博士\n"
    result = extract(text_document(page), "thesis", "林志豪", None)
    assert set(related(result)) == {("陳建宏", Role.ADVISOR)}


def test_a_signature_field_is_no_person() -> None:
    page = "学位论文作者签名:\t指导教师签名:\n日期: 2019年6月\n"
    result = extract(text_document(page), "thesis", "林志豪", None)
    assert not related(result)


@pytest.mark.parametrize("examiner", ["主査", "主查"])  # OCR reads 査 as its Chinese form
def test_a_japanese_examiner_with_a_three_character_family_name_unspaced(examiner: str) -> None:
    page = f"博士論文審査委員\n{examiner} 長谷部健一\n副査 森田 千秋\n指導教員 長谷部健一\n"
    assert related(extract(text_document(page), "thesis", applicant="呉世珍")) == {
        ("長谷部健一", "committee_chair"),
        ("森田 千秋", "committee_member"),
        ("長谷部健一", "advisor"),
    }


@pytest.mark.parametrize("role_noun", ["申請者", "論文提出者", "申请人", "著者"])
def test_a_role_noun_before_the_authors_name_is_no_one(role_noun: str) -> None:
    page = f"博士論文審査報告書\n主査  教授  森川健一\n{role_noun}  大野真由"
    found = related(extract(text_document(page), "thesis", "大野真由", "Mayu Ono"))
    assert found == {("森川健一", "committee_chair")}


def test_a_defence_committee_list_with_column_heads_and_letter_spaced_ranks() -> None:
    # The committee's members in a table under its heading: a name column, the rank spaced
    # out, the employer, and a remarks column that seats the chair.
    page = (
        "黄志强 硕士学位论文答辩委员会成员名单\n"
        "姓 名\t职 称\t单位\t备注\n"
        "周 建 国\t教 授\t东海大学计算机科学技术系\t主 席\n"
        "吴海燕\t副 教 授\t东海大学计算机科学技术系\n"
        "郑晓东\t副 教 授\t东海大学数学系\n"
    )
    assert related(extract(text_document(page), "thesis", applicant="黄志强")) == {
        ("周建国", "committee_chair"),
        ("吴海燕", "committee_member"),
        ("郑晓东", "committee_member"),
    }


def test_chinese_thanks_for_the_review_of_the_thesis_and_none_to_the_lead_words() -> None:
    # The names thanked for reviewing the thesis stand before the review; the words of thanks
    # and the role before a name ("感谢导师") are no part of it.
    thanks = (
        "致谢\n衷心感谢导师周明教授的悉心指导。感谢王立老师、刘芳老师对本文的认真评审。"
        "感谢实验室的同学。\n"
    )
    assert related(extract(text_document("封面", thanks), "thesis", "赵雷", None)) == {
        ("周明", Role.ADVISOR.value),
        ("王立", Role.COMMITTEE_MEMBER.value),
        ("刘芳", Role.COMMITTEE_MEMBER.value),
    }


@pytest.mark.parametrize(
    ("raw", "name"), [("周明等", "周明"), ("周明等人", "周明"), ("山田太郎 他", "山田太郎")]
)
def test_et_al_in_chinese_and_japanese_is_no_part_of_the_last_name(raw: str, name: str) -> None:
    assert clean_token(raw) == name


def test_the_advisors_role_in_brackets_after_a_members_is_no_name() -> None:
    page = (
        "答辩委员会\n姓名\t职称\t工作单位\t职务\n陈国\t教授\t清华大学\t主席\n"
        "王新\t教授\t北京大学\t委员(导师)\n"
    )
    assert ("导师", Role.COMMITTEE_MEMBER.value) not in related(
        extract(text_document(page), "thesis", "赵雷", None)
    )
