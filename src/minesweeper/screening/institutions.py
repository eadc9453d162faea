"""Institution names in Korean and English forms, for the same-institution relation.

`institutions_in(text)` finds the institutions an affiliation string names and returns
canonical keys, so "전기정보공학부, 서울대학교", "Seoul National University" and "SNU" compare
equal. Longer names are matched first and consumed, so "Seoul National University of Science
and Technology" is not read as Seoul National University. An affiliation naming no known
institution falls back to its university-like segment, compared as normalized text.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping

# canonical key -> every form seen in affiliations (English, Korean, common short forms).
# Short Latin acronyms that name two schools (CNU, KNU, KU) are left out on purpose.
INSTITUTION_ALIASES: Mapping[str, tuple[str, ...]] = {
    "snu": ("Seoul National University", "SNU", "서울대학교", "서울대"),
    "kaist": (
        "Korea Advanced Institute of Science and Technology",
        "KAIST",
        "한국과학기술원",
        "카이스트",
    ),
    "postech": (
        "Pohang University of Science and Technology",
        "POSTECH",
        "포항공과대학교",
        "포항공대",
        "포스텍",
    ),
    "yonsei": ("Yonsei University", "연세대학교", "연세대"),
    "korea": ("Korea University", "고려대학교", "고려대"),
    "skku": ("Sungkyunkwan University", "SKKU", "성균관대학교", "성균관대"),
    "hanyang": ("Hanyang University", "한양대학교", "한양대"),
    "sogang": ("Sogang University", "서강대학교", "서강대"),
    "ajou": ("Ajou University", "아주대학교", "아주대"),
    "pusan": ("Pusan National University", "Busan National University", "PNU", "부산대학교"),
    "chungnam": ("Chungnam National University", "충남대학교", "충남대"),
    "chonnam": ("Chonnam National University", "전남대학교", "전남대"),
    "kyungpook": ("Kyungpook National University", "경북대학교", "경북대"),
    "chungang": ("Chung-Ang University", "Chung Ang University", "중앙대학교", "중앙대"),
    "kyunghee": ("Kyung Hee University", "경희대학교", "경희대"),
    "ewha": ("Ewha Womans University", "이화여자대학교", "이화여대"),
    "unist": ("Ulsan National Institute of Science and Technology", "UNIST", "울산과학기술원"),
    "gist": ("Gwangju Institute of Science and Technology", "GIST", "광주과학기술원"),
    "dgist": ("Daegu Gyeongbuk Institute of Science and Technology", "DGIST", "대구경북과학기술원"),
    "seoultech": (
        "Seoul National University of Science and Technology",
        "SeoulTech",
        "서울과학기술대학교",
        "서울과기대",
    ),
    "uos": ("University of Seoul", "서울시립대학교", "서울시립대"),
    "konkuk": ("Konkuk University", "건국대학교", "건국대"),
    "dongguk": ("Dongguk University", "동국대학교", "동국대"),
    "inha": ("Inha University", "인하대학교", "인하대"),
    "hongik": ("Hongik University", "홍익대학교", "홍익대"),
    "soongsil": ("Soongsil University", "숭실대학교", "숭실대"),
    "kookmin": ("Kookmin University", "국민대학교", "국민대"),
    "sejong": ("Sejong University", "세종대학교", "세종대"),
    "jbnu": ("Jeonbuk National University", "Chonbuk National University", "전북대학교"),
    "chungbuk": ("Chungbuk National University", "충북대학교", "충북대"),
    "kangwon": ("Kangwon National University", "강원대학교", "강원대"),
    "ulsan": ("University of Ulsan", "울산대학교", "울산대"),
    "hufs": ("Hankuk University of Foreign Studies", "HUFS", "한국외국어대학교", "한국외대"),
    "tsinghua": ("Tsinghua University", "清华大学", "칭화대학교"),
    "pku": ("Peking University", "北京大学", "베이징대학교"),
    "zju": ("Zhejiang University", "浙江大学"),
    "fudan": ("Fudan University", "复旦大学"),
    "sjtu": ("Shanghai Jiao Tong University", "SJTU", "上海交通大学"),
    "xjtu": ("Xi'an Jiaotong University", "Xian Jiaotong University", "西安交通大学"),
    "ustc": ("University of Science and Technology of China", "USTC", "中国科学技术大学"),
    "nju": ("Nanjing University", "南京大学"),
    "hit": ("Harbin Institute of Technology", "哈尔滨工业大学"),
    "whu": ("Wuhan University", "武汉大学"),
    "sysu": ("Sun Yat-sen University", "中山大学"),
    "tongji": ("Tongji University", "同济大学"),
    "buaa": ("Beihang University", "BUAA", "北京航空航天大学"),
    "cas": ("Chinese Academy of Sciences", "中国科学院"),
    # Taiwan: the National Taiwan University of Science and Technology is another school, and
    # National Tsing Hua University is not Beijing's Tsinghua.
    "ntu_tw": ("National Taiwan University", "國立臺灣大學", "国立台湾大学", "臺灣大學"),
    "ntust": ("National Taiwan University of Science and Technology", "國立臺灣科技大學"),
    "nthu": ("National Tsing Hua University", "國立清華大學"),
    "nycu": ("National Yang Ming Chiao Tung University", "國立陽明交通大學"),
    "ncku": ("National Cheng Kung University", "國立成功大學"),
    "tokyo": ("University of Tokyo", "The University of Tokyo", "東京大学", "도쿄대학교"),
    "kyoto": ("Kyoto University", "京都大学", "교토대학교"),
    "osaka": ("Osaka University", "大阪大学"),
    "tohoku": ("Tohoku University", "東北大学"),
    "titech": ("Tokyo Institute of Technology", "東京工業大学"),
    "nus": ("National University of Singapore", "NUS"),
    "mit": ("Massachusetts Institute of Technology", "MIT"),
    "stanford": ("Stanford University", "스탠퍼드대학교"),
    "berkeley": ("University of California, Berkeley", "UC Berkeley", "UCB"),
    "umich": ("University of Michigan", "미시간대학교"),
    # Research institutes and companies a Korean byline's note places co-authors at.
    "etri": ("Electronics and Telecommunications Research Institute", "ETRI", "한국전자통신연구원"),
    "kist": ("Korea Institute of Science and Technology", "KIST", "한국과학기술연구원"),
    "kisti": (
        "Korea Institute of Science and Technology Information",
        "KISTI",
        "한국과학기술정보연구원",
    ),
    "naver": ("NAVER", "Naver Cloud", "NAVER Cloud", "네이버"),
    "kakao": ("Kakao", "카카오"),
    "samsung": ("Samsung Electronics", "Samsung Research", "삼성전자", "삼성종합기술원"),
    "lg": ("LG Electronics", "LG AI Research", "LG전자", "LG AI연구원"),
}

_INSTITUTION_WORDS = ("university", "institute", "college", "대학교", "대학", "연구원", "연구소")
_NON_WORD = re.compile(r"[^\w]+", re.UNICODE)


def _spaced(text: str) -> str:
    """Lowercase words separated by single spaces, padded, for whole-word matching."""
    folded = unicodedata.normalize("NFKC", text).lower()
    return " " + " ".join(_NON_WORD.sub(" ", folded).split()) + " "


def _is_latin(alias: str) -> bool:
    return all(ord(ch) < 0x250 for ch in alias)


def _build_index() -> list[tuple[str, str, bool]]:
    rows: list[tuple[str, str, bool]] = []
    for key, aliases in INSTITUTION_ALIASES.items():
        for alias in aliases:
            latin = _is_latin(alias)
            form = _spaced(alias) if latin else _spaced(alias).replace(" ", "")
            rows.append((form, key, latin))
    # Longest first, so a longer name consumes its text before a shorter one can match it.
    rows.sort(key=lambda row: len(row[0]), reverse=True)
    return rows


_INDEX = _build_index()


def institutions_in(text: str | None) -> frozenset[str]:
    """Canonical keys of the institutions `text` names (empty when it names none)."""
    if not text or not text.strip():
        return frozenset()
    spaced = _spaced(text)
    compact = spaced.replace(" ", "")
    found: set[str] = set()
    for form, key, latin in _INDEX:
        if latin:
            if form in spaced:
                found.add(key)
                spaced = spaced.replace(form, " ")
        elif form in compact:
            found.add(key)
            compact = compact.replace(form, "")
    if found:
        return frozenset(found)
    return frozenset(_fallback_keys(text))


RAW_KEY = "raw:"  # the prefix of an unknown institution's key, its words as printed


def _fallback_keys(text: str) -> Iterable[str]:
    """The university-like segments of an unknown affiliation, as comparable keys."""
    for part in re.split(r"[,;/\n]", text):
        spaced = _spaced(part)
        if any(word in spaced for word in _INSTITUTION_WORDS):
            yield RAW_KEY + spaced.replace(" ", "")


def same_institution(a: str | None, b: str | None) -> str | None:
    """The shared institution key of two affiliations, or None when they share none."""
    shared = institutions_in(a) & institutions_in(b)
    return min(shared) if shared else None


def institution_label(key: str) -> str:
    """A readable name for a canonical key (its first, English form)."""
    aliases = INSTITUTION_ALIASES.get(key)
    if aliases:
        return aliases[0]
    return key.removeprefix(RAW_KEY)
