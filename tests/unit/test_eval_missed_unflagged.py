"""`missed_unflagged`: expected persons the run missed on documents that carry no open flag,
so no reviewer is sent to look for them."""

from __future__ import annotations

from minesweeper.evaluation.manifest import ExpectedPerson, ManifestApplicant
from minesweeper.evaluation.scoring import (
    PredictedFlag,
    PredictedPerson,
    score_applicant,
    summarize,
)


def _applicant() -> ManifestApplicant:
    def person(name: str, document: str) -> ExpectedPerson:
        return ExpectedPerson(name, (), ("coauthor",), ("printed",), (document,))

    return ManifestApplicant(
        id="X01",
        name="김민준",
        name_en="Minjun Kim",
        aliases=(),
        documents=(),
        expected_persons=(
            person("Ansel Brook", "X01/paper.pdf"),
            person("Corin Vale", "X01/scan.png"),
            person("Dara Ott", "X01/cv.docx"),
        ),
        optional_persons=(),
        distractors=(),
        expected_flags=(),
    )


def test_missed_persons_on_flagged_documents_are_not_unflagged() -> None:
    score = score_applicant(
        _applicant(),
        [PredictedPerson("Ansel Brook")],
        [
            PredictedFlag("needs_vision", "X01/scan.png"),
            PredictedFlag("low_confidence", "X01/cv.docx", open=False),  # already dismissed
        ],
    )
    assert score.missed == ["Corin Vale", "Dara Ott"]
    assert score.missed_unflagged == ["Dara Ott"]
    assert score.to_dict()["missed_unflagged"] == ["Dara Ott"]
    assert summarize([score])["missed_unflagged"] == 1


def test_nothing_missed_means_nothing_unflagged() -> None:
    people = [PredictedPerson(name) for name in ("Ansel Brook", "Corin Vale", "Dara Ott")]
    assert score_applicant(_applicant(), people, []).missed_unflagged == []
