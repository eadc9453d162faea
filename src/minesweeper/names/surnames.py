"""Family names: the Korean Hangul table, their romanized variants and name splitting; the
commonest Vietnamese family names."""

from __future__ import annotations

import unicodedata
from functools import cache

from minesweeper.names.hangul import (
    is_hangul_text,
    rr_spelling,
    spells_syllables,
    syllable_spellings,
)
from minesweeper.names.stopwords import words

# Two-syllable surnames are checked before one-syllable ones, so 남궁민 splits as 남궁 + 민.
TWO_SYLLABLE_SURNAMES: frozenset[str] = frozenset(
    words("남궁 선우 황보 제갈 사공 독고 서문 동방 어금 망절 소봉 장곡 황목")
)

_ONE_SYLLABLE = (
    "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 유 전 홍 고 문 양 손 배 백 허 남 "
    "심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 "
    "마 길 연 위 표 명 기 반 라 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용 예 경 봉 사 부 가 복 "
    "태 목 형 피 두 감 음 빈 동 온 호 범 좌 팽 승 간 상 시 갈 단 견 당 화 창 옹 순 빙 종 리 림 "
    "로 량 려 룡 묵 미 요 운 초 탄 평 후 계"
)

KOREAN_SURNAMES: frozenset[str] = frozenset(words(_ONE_SYLLABLE)) | TWO_SYLLABLE_SURNAMES

# Popular romanizations of common surnames that jamo-by-jamo rules do not produce (Park with
# its "r", Lee/Rhee for 이, Choi, Ahn). Spellings the jamo rules already give are listed too,
# so each row reads as the complete set people actually print.
# The first spelling of each row is the one most people print (used for initials keys).
SURNAME_VARIANTS: dict[str, tuple[str, ...]] = {
    hangul: words(spellings)
    for hangul, spellings in {
        "김": "kim gim",
        "이": "lee yi rhee ri rhie i yee ee",
        "리": "ri lee rhee",
        "박": "park pak bak bahk",
        "최": "choi choe chey",
        "정": "jung jeong chung cheong jeung jong chong",
        "강": "kang gang kahng",
        "조": "cho jo joe",
        "윤": "yoon yun youn",
        "장": "jang chang",
        "임": "lim im yim rim",
        "림": "lim rim",
        "한": "han hahn",
        "오": "oh o",
        "서": "suh seo so sur",
        "신": "shin sin",
        "권": "kwon gwon kweon",
        "황": "hwang whang",
        "안": "ahn an",
        "송": "song",
        "류": "ryu yoo lyu yu ryoo you",
        "유": "yoo yu you",
        "전": "jeon jun chun chon jeun",
        "홍": "hong",
        "고": "ko koh go",
        "문": "moon mun",
        "양": "yang",
        "손": "son sohn",
        "배": "bae pae bai",
        "백": "baek paik baik back paek",
        "허": "heo hur huh",
        "남": "nam",
        "노": "noh roh no ro",
        "로": "roh ro noh",
        "하": "ha",
        "곽": "kwak gwak",
        "성": "sung seong",
        "차": "cha",
        "주": "joo ju chu choo",
        "우": "woo wu u",
        "구": "koo ku gu",
        "민": "min",
        "진": "jin chin",
        "나": "na ra",
        "라": "ra la na",
        "지": "ji chi jee",
        "엄": "um eom",
        "채": "chae chai",
        "원": "won weon",
        "천": "cheon chun chon",
        "방": "bang pang",
        "공": "kong gong",
        "현": "hyun hyeon",
        "함": "ham hahm",
        "변": "byun byeon pyun",
        "염": "yeom yum yom",
        "여": "yeo yoh yo",
        "도": "do doh",
        "석": "seok suk sok",
        "선": "sun seon",
        "설": "seol sul",
        "길": "gil kil",
        "연": "yeon yun youn",
        "표": "pyo pyoh",
        "명": "myung myeong",
        "기": "ki gi",
        "왕": "wang",
        "금": "keum geum kum",
        "옥": "ok ock",
        "인": "in",
        "맹": "maeng",
        "남궁": "namgung namkung namkoong namgoong",
        "선우": "sunwoo seonu sunwu",
        "황보": "hwangbo",
        "제갈": "jegal chegal",
        "사공": "sagong sakong",
        "독고": "dokgo tokko",
        "서문": "seomun suhmoon",
    }.items()
}


def korean_name_splits(name: str) -> tuple[tuple[str, str], ...]:
    """Every plausible (surname, given) reading of a 2-4 syllable Hangul name, likeliest first.

    Letter-spacing is ignored ("홍 길 동"). 선우진 reads as 선우 + 진 and as 선 + 우진; a
    two-syllable name is always surname + one syllable (선우 reads as 선 + 우). A one-syllable
    surname with a three-syllable given name is too rare to outweigh the words it would admit
    (정보통신), so four syllables need a two-syllable surname.
    """
    compact = "".join(name.split())
    if not is_hangul_text(compact) or not 2 <= len(compact) <= 4:
        return ()
    splits: list[tuple[str, str]] = []
    if len(compact) >= 3 and compact[:2] in TWO_SYLLABLE_SURNAMES:
        splits.append((compact[:2], compact[2:]))
    if compact[0] in KOREAN_SURNAMES and len(compact) <= 3:
        splits.append((compact[0], compact[1:]))
    return tuple(splits)


def split_korean_name(name: str) -> tuple[str, str] | None:
    """The likeliest (surname, given) of a 2-4 syllable Hangul name with a known surname."""
    splits = korean_name_splits(name)
    return splits[0] if splits else None


@cache
def surname_spellings(surname: str) -> frozenset[str]:
    """Latin spellings of a Hangul surname: the popular table plus the jamo-derived ones."""
    table = frozenset(SURNAME_VARIANTS.get(surname, ()))
    if len(surname) == 1:
        return table | syllable_spellings(surname)
    return table


def popular_spelling(surname: str) -> str:
    """The spelling most people print for a surname (Park for 박), else its RR spelling."""
    row = SURNAME_VARIANTS.get(surname)
    return row[0] if row else "".join(rr_spelling(syllable) for syllable in surname)


def spells_surname(latin: str, surname: str) -> bool:
    """Whether a lowercase Latin token spells the Hangul surname."""
    if latin in SURNAME_VARIANTS.get(surname, ()):
        return True
    return spells_syllables(latin, surname)


@cache
def latin_surname_groups() -> dict[str, frozenset[str]]:
    """Latin surname -> the Hangul surnames it may stand for (from the popular table only).

    Used to tell whether two romanized surnames can be one surname (Lee ~ Yi ~ Rhee) and to
    recognise family-name-first order. Only the table is used: jamo rules alone would make
    every short syllable ("an", "o", "so") a surname.
    """
    groups: dict[str, set[str]] = {}
    for hangul, spellings in SURNAME_VARIANTS.items():
        for spelling in spellings:
            groups.setdefault(spelling, set()).add(hangul)
    return {spelling: frozenset(hanguls) for spelling, hanguls in groups.items()}


def is_known_latin_surname(token: str) -> bool:
    return token in latin_surname_groups()


# The commonest Vietnamese family names, without their accents ("Đặng" is "dang"): a
# Vietnamese name of three words is family, middle and given name.
VIETNAMESE_FAMILIES = frozenset(
    [
        "nguyen",
        "tran",
        "le",
        "pham",
        "hoang",
        "huynh",
        "phan",
        "vu",
        "vo",
        "dang",
        "bui",
        "do",
        "ho",
        "ngo",
        "duong",
        "ly",
        "trinh",
        "dinh",
        "truong",
    ]
)


def opens_on_an_asian_family_name(name: str) -> bool:
    """Whether a name in Latin letters opens on a Vietnamese or a Korean family name
    ("NGUYỄN THỊ LAN", "KIM MINJUN"): family name first, as those covers print it."""
    first = name.split()[0] if name.split() else ""
    plain = "".join(
        char
        for char in unicodedata.normalize("NFKD", first.casefold().replace("đ", "d"))
        if not unicodedata.combining(char)
    )
    return plain in VIETNAMESE_FAMILIES or is_known_latin_surname(plain)


def same_latin_surname(left: str, right: str) -> bool:
    """Whether two lowercase romanized surnames may be the same surname (Lee ~ Rhee)."""
    if left == right:
        return True
    groups = latin_surname_groups()
    return bool(groups.get(left, frozenset()) & groups.get(right, frozenset()))
