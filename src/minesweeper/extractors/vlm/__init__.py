"""Vision-language model extractor (EXTRACTOR_MODE=vlm); the model sits behind `PageModel`."""

from minesweeper.extractors.vlm.extractor import NEEDS_VISION, VLM_INVALID_OUTPUT, VlmExtractor
from minesweeper.extractors.vlm.pages import PagePlan, choose_pages
from minesweeper.extractors.vlm.protocol import PageImage, PageModel, PageReading, ReadingStatus
from minesweeper.extractors.vlm.schema import PageAnswer, PersonAnswer

__all__ = [
    "NEEDS_VISION",
    "VLM_INVALID_OUTPUT",
    "PageAnswer",
    "PageImage",
    "PageModel",
    "PagePlan",
    "PageReading",
    "PersonAnswer",
    "ReadingStatus",
    "VlmExtractor",
    "choose_pages",
]
