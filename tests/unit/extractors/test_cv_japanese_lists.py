"""Japanese publication lists (業績一覧): names joined by "・" and closed by the editors' "編" or
the translators' "訳", given names in kana, foreign names in katakana; the English entries of
the humanities, first author inverted with a full given name; and the owner's Latin form, which
such a list prints alone under every entry of theirs without ever printing it beside the
owner's kanji."""

from __future__ import annotations

from minesweeper.extractors.text.publications.bold_owner import bold_owner_forms
from tests.unit.extractors.builders import extract, text_document


def _split(text: str, applicant: str, applicant_en: str | None = None) -> tuple[set[str], set[str]]:
    result = extract(text_document(text), "cv", applicant=applicant, applicant_en=applicant_en)
    selves = {p.name_raw for p in result.persons if p.is_self}
    return selves, {p.name_raw for p in result.persons if not p.is_self}


def test_editors_and_translators_joined_by_middle_dots() -> None:
    text = (
        "業績一覧\n"
        "山田一郎(東都大学)\n"
        "著書・編著 Books\n"
        "[2021] 方言文法の記述\n"
        "佐藤花子・山田一郎・小林あゆみ編,東都書房(予定)\n"
        "[2019] 言語記録の基礎\n"
        "山田一郎・マリアベッカー編(2019),東都出版,東京\n"
        "[2016] 島の言葉の語彙集と文法概説\n"
        "山田一郎・高橋美日・中村健太郎編(2016),国立言語研究所,東京\n"
        "翻訳 Translations\n"
        "[2018] 言語変化の理論\n"
        "John Doering (2018)(鈴木健太郎・高橋礼士郎訳編,山田は第三章の訳担当),東京:東都社\n"
        "書籍所収論文 Book Chapters\n"
        "[2020] 格標示の類型\n"
        "中村太郎・木村花編『格の研究』東都書房, 2020\n"
        "[2009] 事典のことば\n"
        "山田一郎・林由美(2009)「島のことば」梶原茂・中島由香編60-63, 大東書店, 東京\n"
        "学会発表 Conference Presentations\n"
        "[2018] 研究会の報告\n"
        "山田一郎(2018),第3回「日本語と近隣言語」ワークショップ,東都大学,2018年12月.\n"
    )
    selves, others = _split(text, "山田一郎")
    assert others == {
        "佐藤花子",
        "小林あゆみ",
        "マリアベッカー",
        "高橋美日",
        "中村健太郎",
        "鈴木健太郎",
        "高橋礼士郎",
        "林由美",
    }
    assert selves == {"山田一郎"}


def test_english_entries_with_the_first_author_inverted() -> None:
    text = (
        "業績一覧\n"
        "山田一郎 (Ichiro Yamada)\n"
        "[2015] Handbook of the Island Languages, Mouton, Berlin and New York.\n"
        "Becker, Maria, Kenji Arai and Ichiro Yamada, eds\n"
        "[2011] Clause chaining in island languages, International Workshop, Tokyo University of\n"
        "Foreign Studies, 2011年10月.\n"
        "Okada, Shinji, and Ichiro Yamada\n"
        "[2010] An Introduction to Island Languages\n"
        "Yamada, Ichiro, and Thomas Pellegrin. Tokyo: ILCAA\n"
    )
    _selves, others = _split(text, "山田一郎")
    assert others == {"Maria Becker", "Kenji Arai", "Shinji Okada", "Thomas Pellegrin"}


def test_the_owners_latin_form_from_the_entries_they_wrote_alone() -> None:
    text = (
        "業績一覧\n"
        "山田一郎(東都大学)\n"
        "[2016] “Split intransitivity in island languages”, Research Forum, 2016年5月.\n"
        "Yamada, Ichiro\n"
        "[2015] “Focus marking in island languages”, International Workshop, 2015年9月.\n"
        "Yamada, Ichiro\n"
        "[2014] “Dual number: typology and diachrony”, Research Forum, 2014年5月.\n"
        "Yamada, Ichiro\n"
        "[2011] Clause chaining in island languages, International Workshop, 2011年10月.\n"
        "Okada, Shinji, and Ichiro Yamada\n"
        "[2008] Tonal alternation in island languages, Phonology Festa, 2008年1月.\n"
        "Yamada, Ichiro, and Yuka Hayashida\n"
    )
    selves, others = _split(text, "山田一郎")
    assert others == {"Shinji Okada", "Yuka Hayashida"}
    assert "Ichiro Yamada" in selves


def test_a_name_alone_under_entries_is_not_the_owner_in_the_owners_own_script() -> None:
    text = (
        "Curriculum Vitae\n"
        "Ichiro Yamada\n"
        "Talks\n"
        "[2016] Split intransitivity, Research Forum, May 2016.\n"
        "Host: Maria Becker\n"
        "Maria Becker\n"
        "[2015] Focus marking, International Workshop, September 2015.\n"
        "Maria Becker\n"
        "[2014] Dual number, Research Forum, May 2014.\n"
        "Maria Becker\n"
        "[2011] Clause chaining in island languages, International Workshop, October 2011.\n"
        "Okada, Shinji, and Maria Becker\n"
    )
    # Read as the owner's, she would anchor the last entry and make Shinji Okada a co-author.
    assert _split(text, "Ichiro Yamada", None) == (set(), set())


def test_a_date_in_bold_is_no_form_of_the_owners_name() -> None:
    assert bold_owner_forms(["2007年4月.", "[2010] 島の言葉", "2008年1月."], ["山田一郎"]) == ()
