from __future__ import annotations

import pytest

from minesweeper import samples
from minesweeper.doctype import DOC_TYPES, classify
from minesweeper.ingest import IngestedDocument, OcrConfig, Page, SourceFormat, TextSource
from minesweeper.ingest import ingest_bytes as _ingest

NO_OCR = OcrConfig(enabled=False)


def _doc(text: str) -> IngestedDocument:
    page = Page(1, text, TextSource.LAYER if text else TextSource.NONE)
    return IngestedDocument(SourceFormat.TEXT, 1, bool(text), (page,), "text")


@pytest.fixture(scope="module")
def generated() -> dict[str, IngestedDocument]:
    return {
        "thesis": _ingest(samples.thesis_pdf("김민준", "박서연", ["이재원", "박서연"]), ocr=NO_OCR),
        "paper": _ingest(samples.paper_pdf(["Minjun Kim", "Seoyeon Park"], ["SNU"]), ocr=NO_OCR),
        "cv": _ingest(samples.docx_cv("Minjun Kim", "Seoyeon Park", ["M. Kim, 2022."])),
        "scholar": _ingest(samples.scholar_html("Minjun Kim", "SNU", [("S Park", "SNU")], [])),
        "list": _ingest(samples.hwpx_bytes(samples.achievements_paragraphs("김민준", ["박서연"]))),
    }


@pytest.mark.parametrize(
    ("key", "folder", "expected"),
    [
        ("thesis", "thesis", "thesis"),
        ("thesis", "other", "thesis"),
        ("paper", "paper", "paper"),
        ("paper", "representative", "representative"),
        ("paper", "thesis", "paper"),
        ("cv", "cv", "cv"),
        ("cv", "other", "cv"),
        ("scholar", "scholar", "scholar_profile"),
        ("scholar", "cv", "scholar_profile"),
        ("list", "other", "other"),
        ("list", "cv", "cv"),
    ],
)
def test_content_cues_and_folder_prior(
    generated: dict[str, IngestedDocument], key: str, folder: str, expected: str
) -> None:
    doc_type, reasons = classify(generated[key], folder)
    assert doc_type == expected
    assert reasons
    if expected != folder and doc_type != "scholar_profile" and folder != "representative":
        assert any("overrules" in reason for reason in reasons) or doc_type == folder


def test_reasons_name_the_cues(generated: dict[str, IngestedDocument]) -> None:
    _, reasons = classify(generated["thesis"], "thesis")
    assert reasons[0] == "upload folder: thesis"
    assert "인준 (approval) wording" in reasons[1]
    _, paper_reasons = classify(generated["paper"], "paper")
    assert "abstract" in paper_reasons[1]
    assert "references" in paper_reasons[1]


def test_without_text_the_folder_decides() -> None:
    assert classify(_doc(""), "thesis") == (
        "thesis",
        ("upload folder: thesis", "no readable text; the upload folder decides"),
    )
    assert classify(_doc(""), "")[0] == "other"
    assert classify(_doc(""), "unknown-folder")[0] == "other"


def test_ocr_spacing_between_hangul_letters_still_counts() -> None:
    doc_type, reasons = classify(_doc("심 사 위 원 장 이 재 원 (인)\n학 위 논 문"), "other")
    assert doc_type == "thesis"
    assert "인준 (approval) wording" in reasons[-1]


def test_every_result_is_a_known_type() -> None:
    for text in ["", "Abstract\nReferences", "Curriculum Vitae", "hello"]:
        for folder in ["thesis", "paper", "representative", "scholar", "cv", "other", ""]:
            assert classify(_doc(text), folder)[0] in DOC_TYPES


def _pages(*texts: str) -> IngestedDocument:
    pages = tuple(Page(n, text, TextSource.LAYER) for n, text in enumerate(texts, start=1))
    return IngestedDocument(SourceFormat.PDF, len(pages), True, pages, "pdf")


def test_a_thesis_that_ends_with_its_authors_cv_is_a_thesis() -> None:
    thesis = _pages(
        "Doctoral Dissertation\nA Study\nGil Dong Hong\nDepartment of Physics",
        "A dissertation submitted in partial fulfillment of the requirements for the degree "
        "of Doctor of Philosophy\nApproved by\nSangjik Hong\nAcademic advisor",
        "ABSTRACT\nText.\nKeywords: physics",
        "1 Introduction\nAs shown in [1, 2].\nReferences\n[1] A. Author, 2020.",
        "Curriculum Vitae\nName: Gil Dong Hong\nEducation\n2013 - 2021 Ph.D.\nExperience\n"
        "2016 - 2019 Research\nPublications\nAwards",
    )
    for folder in ("other", "thesis", "cv"):
        assert classify(thesis, folder)[0] == "thesis"


def test_a_short_paper_without_an_abstract_heading_is_a_paper() -> None:
    paper = _pages(
        "Coherence of Quantum Dot Fluorescence\nAna Costa1, Lukas Weber1\n"
        "1 Cavendish Laboratory, University of Cambridge\nResonance fluorescence [1,2] is "
        "useful.\nReferences\n[1] C. Lu et al., Phys. Rev. B 81 (2010)"
    )
    doc_type, reasons = classify(paper, "other")
    assert doc_type == "paper"
    assert "affiliation under the title" in reasons[1]


def test_a_bachelor_thesis_with_the_front_of_a_paper_stays_a_thesis() -> None:
    """A short thesis opens like a paper (its institute over the title, an abstract, keywords,
    a DOI among its references); its title page names the degree it was submitted for and
    its supervisors."""
    thesis = _pages(
        "University of Eastmoor\nInstitute for Applied Physics\nBachelor Thesis\nsubmitted for "
        "the degree of\nBachelor of Science\nA Study of Lattices\nby\nMira Olsen\n"
        "Supervisors:\tTomas Reyes, Ines Hart",
        "Abstract\nText.\nKeywords: lattices",
        "Results\nAs shown before.\nReferences\nA. Author, doi:10.1000/xyz",
    )
    doc_type, reasons = classify(thesis, "thesis")
    assert doc_type == "thesis"
    assert "degree named" in reasons[1]


def test_a_students_report_set_as_a_paper_that_names_its_supervisor_is_a_thesis() -> None:
    report = _pages(
        "A Study of Lattices\nStudent Name: M. Olsen\nSupervisor Name: T. Reyes\n"
        "Submitted as part of the degree of BSc Physics to the\nBoard of Examiners in the "
        "Department of Physics, Eastmoor University\nAbstract – Lattices [1] are studied.\n"
        "Keywords – lattices\n1 Introduction\nText [2].",
        "References\n[1] A. Author. Title. 2001.",
    )
    doc_type, reasons = classify(report, "thesis")
    assert doc_type == "thesis"
    assert "supervisor named" in reasons[1]


def test_a_cv_of_a_professor_who_supervises_theses_stays_a_cv() -> None:
    # A one-page export (DOCX) of a CV whose headings are not the plain "Education" and
    # "Experience", and whose supervision and service lists name theses and committee chairs.
    text = "\n".join(
        [
            "Ilse Marwood",
            "Professor of History",
            "EARNED DEGREES",
            "Ph.D., History, Eastfield University, 2009.",
            "ACADEMIC APPOINTMENTS",
            "Professor, History, Northgate University, 2019 - present.",
            "REFEREED JOURNAL ARTICLES",
            "Marwood, Ilse and Orla Vance. “Harbour Ledgers.” Past Lives 12 (2018): 1-20.",
            "STUDENT SUPERVISION",
            "2016. M.A. Thesis Advisor, Teodor Quill.",
            "2015. Dissertation Committee Chair, Mira Ostrander.",
            "SERVICE",
            "2020. Curriculum Committee Chair.",
        ]
    )
    doc_type, _reasons = classify(_doc(text), "cv")
    assert doc_type == "cv"
