"""The VLM extractor's own logic: hybrid merge, flags, rendering, over a scripted page model."""

from __future__ import annotations

import io

from PIL import Image

from minesweeper.extractors.model import ExtractedPerson, ExtractionInput, Role, SourceKind
from minesweeper.extractors.vlm import (
    NEEDS_VISION,
    VLM_INVALID_OUTPUT,
    PageImage,
    PageReading,
    ReadingStatus,
    VlmExtractor,
)
from minesweeper.ingest.categories import DocType
from minesweeper.ingest.model import IngestedDocument, Page, SourceFormat, TextSource
from tests.fakes.label_extractor import LabelLineExtractor
from tests.fakes.page_images import PageSpec, make_document

APPROVAL_TEXT = "이 논문을 박사학위논문으로 인준함\n심사위원장 김철수\n심사위원 이영희"


class ScriptedPageModel:
    """Answers per page number; records what it was sent."""

    def __init__(self, readings: dict[int, PageReading]) -> None:
        self.readings = readings
        self.seen: list[PageImage] = []

    def read_page(self, page: PageImage) -> PageReading:
        self.seen.append(page)
        return self.readings.get(page.page_number, PageReading(ReadingStatus.OK))


def _mention(
    name: str, page: int, kind: SourceKind, role: Role = Role.COMMITTEE_MEMBER
) -> ExtractedPerson:
    return ExtractedPerson(name, role, kind, 0.6, page, "심사위원")


def _thesis() -> IngestedDocument:
    return make_document(
        PageSpec(
            drawn=("표지",),
            text="박사학위논문 표지 딥러닝 문서 인식 연구",
            text_source=TextSource.LAYER,
        ),
        PageSpec(drawn=("인준서",), text=APPROVAL_TEXT, text_source=TextSource.LAYER),
        PageSpec(drawn=("심사위원 박민준 (서명)",)),  # a scanned page without text
    )


def test_hybrid_merges_text_mentions_with_vision_only_mentions() -> None:
    model = ScriptedPageModel(
        {
            2: PageReading(
                ReadingStatus.OK,
                (
                    _mention("김철수", 2, SourceKind.PRINTED, Role.COMMITTEE_CHAIR),  # text has it
                    _mention("김철수", 2, SourceKind.SEAL, Role.COMMITTEE_CHAIR),  # only vision
                ),
            ),
            3: PageReading(ReadingStatus.OK, (_mention("박민준", 3, SourceKind.SIGNATURE),)),
        }
    )
    text = LabelLineExtractor()
    extractor = VlmExtractor(model, text, max_pages=8, dpi=72)
    result = extractor.extract(ExtractionInput(_thesis(), DocType.THESIS, applicant_name="홍길동"))
    got = [(p.name_raw, p.role.value, p.source_kind.value, p.page) for p in result.persons]
    assert got == [
        ("김철수", "committee_chair", "printed", 2),
        ("이영희", "committee_member", "printed", 2),
        ("김철수", "committee_chair", "seal", 2),
        ("박민준", "committee_member", "signature", 3),
    ]
    assert result.persons[0].confidence == 0.9  # the text rule's mention won the tie
    assert result.flags == ()  # vision read the scanned page, so no needs_vision
    assert sorted(page.page_number for page in model.seen) == [1, 2, 3]
    assert text.calls == 1


def test_pages_are_sent_as_png_with_their_text_and_a_bilingual_prompt() -> None:
    model = ScriptedPageModel({})
    VlmExtractor(model, None, max_pages=8, dpi=100).extract(
        ExtractionInput(_thesis(), DocType.THESIS)
    )
    sent = {page.page_number: page for page in model.seen}
    image = Image.open(io.BytesIO(sent[3].png))
    assert image.format == "PNG"
    assert image.size == (82, 116)  # the renderer's page at 100 dpi
    assert sent[2].page_text == APPROVAL_TEXT
    assert sent[2].text_source is TextSource.LAYER
    assert "심사위원" in sent[2].user_prompt
    assert "committee" in sent[2].user_prompt
    assert "invent" in sent[2].system_prompt


def test_invalid_output_becomes_a_page_flag_and_keeps_other_pages() -> None:
    model = ScriptedPageModel(
        {
            3: PageReading(ReadingStatus.INVALID_OUTPUT, detail="not valid JSON"),
            2: PageReading(ReadingStatus.OK, (_mention("김철수", 2, SourceKind.SEAL),)),
        }
    )
    result = VlmExtractor(model, None, max_pages=8, dpi=72).extract(
        ExtractionInput(_thesis(), DocType.THESIS)
    )
    assert [p.name_raw for p in result.persons] == ["김철수"]
    flag_types = {(f.flag_type, f.page) for f in result.flags}
    assert (VLM_INVALID_OUTPUT, 3) in flag_types
    assert all(
        "not valid JSON" in f.label for f in result.flags if f.flag_type == VLM_INVALID_OUTPUT
    )


def test_scan_with_nobody_keeps_the_needs_vision_flag() -> None:
    document = make_document(PageSpec(drawn=("blank",)), PageSpec(drawn=("blank",)))
    result = VlmExtractor(ScriptedPageModel({}), LabelLineExtractor(), max_pages=1, dpi=72).extract(
        ExtractionInput(document, DocType.OTHER)
    )
    assert result.persons == ()
    assert any(f.flag_type == NEEDS_VISION and f.page == 2 for f in result.flags)


def test_unrenderable_pages_are_flagged_not_crashed() -> None:
    document = IngestedDocument(
        format=SourceFormat.TEXT,
        page_count=1,
        has_text_layer=False,
        pages=(Page(1, "", TextSource.NONE),),
        note="empty text file",
    )
    result = VlmExtractor(ScriptedPageModel({}), None, max_pages=4, dpi=72).extract(
        ExtractionInput(document, DocType.OTHER)
    )
    assert result.persons == ()
    assert result.flags[0].flag_type == NEEDS_VISION
    assert "cannot be rendered" in result.flags[0].label


def test_applicant_is_marked_as_self() -> None:
    model = ScriptedPageModel(
        {3: PageReading(ReadingStatus.OK, (_mention("홍 길 동", 3, SourceKind.PRINTED),))}
    )
    result = VlmExtractor(model, None, max_pages=8, dpi=72).extract(
        ExtractionInput(_thesis(), DocType.THESIS, applicant_name="홍길동")
    )
    assert [(p.name_raw, p.is_self) for p in result.persons] == [("홍 길 동", True)]


def test_without_hybrid_the_text_extractor_is_not_used() -> None:
    text = LabelLineExtractor()
    VlmExtractor(ScriptedPageModel({}), text, max_pages=8, dpi=72, hybrid=False).extract(
        ExtractionInput(_thesis(), DocType.THESIS)
    )
    assert text.calls == 0
