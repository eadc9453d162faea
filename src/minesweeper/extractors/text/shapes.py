"""Does a cleaned token look like a person's name?

The surname table, stopwords and romanization rules live in `minesweeper.names`; this module
adds what matters for a token cut out of a line: footnote marks and "et al." removed, Hangul
letter-spacing collapsed, placeholders refused.
"""

from __future__ import annotations

import re
import unicodedata

from minesweeper.extractors.text.placeholders import is_placeholder
from minesweeper.names import (
    display_name,
    has_cyrillic,
    has_greek,
    looks_like_cyrillic_name,
    looks_like_greek_name,
    looks_like_korean_name,
    looks_like_latin_name,
)
from minesweeper.names.clean import GENERATIONS, HAN_CHARACTER, HAN_TITLES, NAME_PARTICLE_WORDS
from minesweeper.names.hanja_reading import hangul_reading

_HANGUL_ONLY = re.compile(r"^[가-힣 ]+$")
# "et al." and its Korean, Chinese and Japanese forms, glued or not: "외 3인", "周明等",
# "山田太郎 他".
_ET_AL = re.compile(
    r"\s*,?\s*et\.?\s*al\.?$|\s*외\s*\d*\s*(?:인|명)?$|(?<=[\u4e00-\u9fff])\s*(?:等人?|他|ほか)$",
    re.IGNORECASE,
)
_MAX_NAME_CHARS = 40


# Two particles capitalised inside a name ("F. Ibarra De La Vega", "Jan Van Der Berg"): a
# list set in title case; the name prints them in lower case.
_TITLE_CASED_PARTICLES = re.compile(
    r"(?<=\S\s)(?:De|Van|Von|Del|Della|Di|Da|Du|Dos|Das)\s(?:La|Las|Los|Der|Den|De|Het)(?=\s\S)"
)


def clean_token(raw: str) -> str:
    """A token as a printed name: NFKC, "et al.", footnote marks, titles and markers removed."""
    text = unicodedata.normalize("NFKC", raw).strip()
    text = _ET_AL.sub("", text).strip()
    text = _TITLE_CASED_PARTICLES.sub(lambda found: found.group(0).lower(), text)
    if not text:
        return ""
    cleaned = display_name(text)
    if _HANGUL_ONLY.match(cleaned):
        cleaned = cleaned.replace(" ", "")
    return cleaned


def is_name(token: str) -> bool:
    """Whether a cleaned token is a plausible personal name (Hangul, Han, Cyrillic or Latin,
    initials allowed)."""
    text = token.strip()
    if not text or len(text) > _MAX_NAME_CHARS or is_placeholder(text):
        return False
    if _HANGUL_ONLY.match(text):
        # One syllable three times over ("소소소") is what OCR makes of a row of the same
        # field label ("소속  소속  소속"), no name.
        repeated = len(text) >= 3 and len(set(text.replace(" ", ""))) == 1
        return 2 <= len(text) <= 5 and not repeated and looks_like_korean_name(text)
    if _HAN_ONLY.fullmatch(text) and _HAN_NON_NAME_WORDS.search("".join(text.split())):
        return False
    # A name printed only in Hanja (朴志勳) is a name when its Hangul reading is one.
    reading = hangul_reading(text)
    if reading is not None and looks_like_korean_name(reading):
        return True
    if _HAN_ONLY.fullmatch(text):
        return _looks_like_chinese_or_japanese_name(text)
    if _KATAKANA_NAME.fullmatch(text) or _KANA_GIVEN_NAME.fullmatch(text):
        return True
    if has_cyrillic(text):  # Russian theses: "Кознов Дмитрий Владимирович", "Д. В. Кознов"
        return looks_like_cyrillic_name(text)
    if has_greek(text):  # Greek theses: "Νίκος Κ. Αλεξίου"
        return looks_like_greek_name(text)
    return looks_like_latin_name(text)


_HAN_ONLY = re.compile(rf"(?:{HAN_CHARACTER}| )+")
# A foreigner's name in a Japanese text is spelled in katakana, its names apart by a space or a
# middle dot: "ハンセン エリック", "エリック・ハンセン". One word alone is as often a loanword.
_KATAKANA_NAME = re.compile(r"[ァ-ヺー]{2,}(?:[ ・][ァ-ヺー]{2,}){1,2}")
# A Japanese family name in kanji and a given name in kana ("荒井 ゆかり", "佐藤 サクラ").
_KANA_GIVEN_NAME = re.compile(rf"{HAN_CHARACTER}{{1,3}} [ぁ-ゖァ-ヺー]{{2,4}}")
# Words of institutions, titles and documents that a cell of Chinese characters holds when it
# is not a person, whatever its Korean reading: "東京大学", "研究員", "学位論文", "院士".
_HAN_NON_NAME_WORDS = re.compile(
    r"大学|大學|学院|學院|[研硏]究|委員|委员|論文|论文|学位|學位|碩士|硕士|審査|審查|答辩|口試|指導|指导"
    # The advisor's role in brackets after a member's: "委员(导师)".
    r"|[导導][师師]"
    r"|教授|敎授|講師|讲师|院士|専攻|專攻|学科|學科|学部|學部|系主任|国立|國立"
    # Grades before a rank, left alone when the rank is taken off ("主任研究員" -> "主任"), and
    # a department's head ("系(所)主管").
    r"|主任|首席|上席|特任|主幹|主干|主管"
    # A Japanese committee's chief and other examiners, "主査", "副査" (OCR: "主查", "副查").
    r"|[主副][査查]"
    # ... whether the examiner is from outside the school or within it ("副査(学外)").
    r"|[学學][外内內]"
    # "口試委員會審定書": what is left of a heading once its label is read.
    r"|審定|审定|報告|报告|結果|结果"
    # A title in a cell of its own ("指導教授: 江介宏 | 博士"), and a form's signature and date
    # fields ("指导教师签名:").
    rf"|{HAN_TITLES}|签名|簽名|署名|日期"
    # The heads of a form's columns ("职务 | 姓名 | 职称", "氏名"), and a reviewer left
    # anonymous ("评阅人: 隐名评阅", "匿名").
    r"|姓名|氏名|职务|職務|职称|職稱|職名|职名|评阅|評閱|匿名|隐名|隱名"
    # The thesis's own author named by a role noun before the name ("申請者  大野真由",
    # "申请人", "論文提出者", "著者"): no Chinese, Japanese or Hanja name ends in "者".
    r"|者$|申[请請]人"
    # A degree's field left when its title is taken off ("工學博士" -> "工學").
    r"|^(?:工|理|醫|医|文|法|農|农|藥|药|商|經|经)[學学]$"
)
# Characters of dates and headings ("6月", "委員會", "審定書") that Chinese and Japanese names
# do not hold; Korean Hanja names may (朴日成), so these are not checked against them.
_HAN_NON_NAME_CHARS = re.compile(r"[年月日會会書书]")


def _looks_like_chinese_or_japanese_name(text: str) -> bool:
    """A name of Chinese characters that is not read as a Korean one: Chinese "王伟", "欧阳明华"
    (two to four characters) or Japanese "山田 太郎", "高道 慎之介" (family and given name of
    one to three characters each, one space), which may be printed unspaced: "長谷部健一"
    (five)."""
    tokens = text.split()
    compact = "".join(tokens)
    if _HAN_NON_NAME_CHARS.search(compact):
        return False
    if len(tokens) == 1:
        return 2 <= len(compact) <= 5
    return len(tokens) == 2 and all(1 <= len(token) <= 3 for token in tokens)


# Portuguese and Spanish names run to five names and more ("Joaquim de Paula Nogueira Brandão
# Neto", "Ana Beatriz Farias da Costa Pereira"), past what a name of other languages holds: a
# particle between them or a generational suffix at the end says the five are one name.
_LONG_NAME_WORDS = 5
_LONG_NAME_CHARS = 50


def long_iberian_name(text: str) -> bool:
    """A name of five names with a particle or a generational suffix, each of whose words a
    name of four would hold (checked on the name without its second, then its third name).
    Approval cells read such a name whole (`slotnames`); `is_name` keeps to four."""
    words = text.split()
    core = [index for index, word in enumerate(words) if word not in NAME_PARTICLE_WORDS]
    if len(core) != _LONG_NAME_WORDS or len(text) > _LONG_NAME_CHARS:
        return False
    if len(core) == len(words) and words[-1].casefold().rstrip(".") not in GENERATIONS:
        return False
    shorter = (
        " ".join(word for index, word in enumerate(words) if index != core[dropped])
        for dropped in (1, 2)
    )
    return all(is_name(each) for each in shorter)
