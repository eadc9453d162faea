"""Bylines as text layers give them: digit marks set apart from their names, a star the font
lacks read as "?", REVTeX's bracketed letter marks, the "By" or "Author(s):" before the names,
degrees after each name;
and the year of a first page whose header prints none."""

from __future__ import annotations

import pytest

from tests.unit.extractors.builders import extract, names, text_document


@pytest.mark.parametrize(
    "byline",
    [
        "Minjun Kim 1 Ilsa Varga 2 Oren Malka 1,3",
        "Minjun Kim†?, Ilsa Varga?† and Oren Malka†",
        "Minjun Kim,a) Ilsa Varga,b) and Oren Malka c)",
        "By Minjun Kim, Ilsa Varga and Oren Malka",
        "Author(s): Minjun Kim, Ilsa Varga and Oren Malka",
        "BY MINJUN KIM, ILSA VARGA AND OREN MALKA",
        "Minjun Kim, MD, PhD1; Ilsa Varga, RN, MSN2; Oren Malka, PharmD1,3",
        "Authors: Minjun Kim, M.S.[1], Ilsa Varga, Ph.D.[2], and Oren Malka, MPH[1]",
    ],
)
def test_a_byline_as_a_text_layer_gives_it(byline: str) -> None:
    text = f"Sparse attention for long streams\n{byline}\n1 KAIST, Daejeon, Korea\nAbstract\nText."
    assert {name.title() for name in names(extract(text_document(text), "paper"))} == {
        "Ilsa Varga",
        "Oren Malka",
    }


def test_numbers_in_a_title_do_not_make_it_a_byline() -> None:
    text = "Scaling Laws 2 Deep Networks\nMinjun Kim, Ilsa Varga\nAbstract\nText."
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga"}


@pytest.mark.parametrize(
    ("footer", "year"),
    [
        (
            "Proceedings of the 40th International Conference on Machine Learning, PMLR 202, 2023.",
            2023,
        ),
        ("© 2021 Association for Computing Machinery.", 2021),
        ("arXiv:1906.01234v2 [cs.LG] 3 Jun 2019", 2019),
    ],
)
def test_a_first_page_year_outside_the_header(footer: str, year: int) -> None:
    text = (
        "Sparse attention for long streams\nMinjun Kim, Ilsa Varga\nAbstract\n"
        "We build on Varga et al. (2015) and Malka (2012).\n" + footer
    )
    result = extract(text_document(text), "paper")
    assert {p.year for p in result.persons if not p.is_self} == {year}


# A text layer that drops the underscore of an address leaves a space in its local part.
@pytest.mark.parametrize("address", ["VARGA@UIO.NO", "ILSA VARGA@UIO.NO", "i varga@uio.no"])
def test_an_email_cell_beside_each_name_is_no_reason_to_skip_the_byline(address: str) -> None:
    text = (
        "Budgeted sampling for large data\n"
        "Minjun Kim      MIN JUN@SNU.AC.KR\n"
        "Department of Statistics, Seoul National University, Seoul, Korea\n"
        f"Ilsa Varga      {address}\n"
        "Department of Informatics, University of Oslo, Oslo, Norway\n"
        "Abstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga"}


@pytest.mark.parametrize(
    "byline",
    [
        "By Minjun Kim, Senior Member IEEE, Ilsa Varga, Member IEEE, and\nOren Malka, Fellow IEEE",
        "Minjun Kim1, Ilsa Varga1, Oren Malka2ˆ",
        "Minjun Kim O1 Ilsa Varga2 Oren Malka3",
        # RSC: the corresponding star, then several affiliation letters, glued on.
        "Minjun Kim*ab, Ilsa Varga*bc and Oren Malka*a",
        # AIP: the marks after the comma, a footnote letter with its bracket last.
        "Minjun Kim,1 Ilsa Varga,1,2 and Oren Malka1,a)",
        "Minjun Kim,1,a) Ilsa Varga,2 and Oren Malka1,b)",
    ],
)
def test_bylines_that_run_on_or_carry_odd_marks(byline: str) -> None:
    text = f"Language identification\n{byline}\n1 KAIST, Daejeon, Korea\nAbstract\nText."
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka"}


def test_a_title_broken_after_a_word_that_cannot_end_it_is_no_byline() -> None:
    text = (
        "Vehicular Networks: From Intelligent Grids to\n"
        "Autonomous Cars and Vehicular Clouds\n"
        "Minjun Kim, Ilsa Varga and Oren Malka\n"
        "Abstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka"}


def test_authors_grouped_in_braces_by_affiliation() -> None:
    text = (
        "Service composition for banking\n"
        "Minjun Kim*, {Ilsa Varga, Oren Malka},\n"
        "{Tomas Berg, Hana Cho}**\n"
        "*KAIST, Daejeon, Korea\nAbstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Oren Malka",
        "Tomas Berg",
        "Hana Cho",
    }


def test_a_lead_alone_on_its_line_opens_the_byline_under_it() -> None:
    text = (
        "Sparse graphs at scale\nAuthors:\nMinjun Kim, Ilsa Varga and Oren Malka\nAbstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka"}


def test_a_family_name_spelled_like_a_degree_stays_a_name() -> None:
    text = (
        "Sparse attention for long streams\nMinjun Kim, Wei Ma, Thanh Do\n1 KAIST\nAbstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {"Wei Ma", "Thanh Do"}


def test_a_mark_that_opens_the_next_line_is_the_mark_of_the_name_that_ended_the_line() -> None:
    # NeurIPS bylines set names apart by wide gaps; the text layer may break the line between
    # the last name and its raised mark.
    text = (
        "Private quantiles over many clients\n"
        "Ilsa Varga\u2217\u20201\tMinjun Kim\u22172\tOren Malka\n"
        "3\tTomas Berg1\n"
        "1 University of Oslo, Oslo, Norway\t2 KAIST, Daejeon, Korea\n"
        "3 Technion, Haifa, Israel\n"
        "Abstract\nText."
    )
    result = extract(text_document(text), "paper")
    assert names(result) == {"Ilsa Varga", "Oren Malka", "Tomas Berg"}
    malka = next(p for p in result.persons if p.name_raw == "Oren Malka")
    assert malka.affiliation == "Technion, Haifa, Israel"


def test_symbol_marks_on_lines_of_their_own_take_the_affiliation_under_them() -> None:
    # The text layer sets a raised mark on a line of its own: after the byline, it is the last
    # name's (the byline goes on under it); above an affiliation, it is that affiliation's.
    text = (
        "Sparse joins in column stores\n"
        "Ilsa Varga\u2217, Minjun Kim\u2020, Oren Malka\n"
        "\u2021\n"
        ", Tomas Berg\u00a7\n"
        "\u2217\n"
        "KAIST, Daejeon, Korea\n"
        "\u2021\n"
        "Technion, Haifa, Israel\n"
        "Abstract\nText."
    )
    result = extract(text_document(text), "paper")
    assert names(result) == {"Ilsa Varga", "Oren Malka", "Tomas Berg"}
    affiliation = {p.name_raw: p.affiliation for p in result.persons}
    assert affiliation["Oren Malka"] == "Technion, Haifa, Israel"
    assert affiliation["Ilsa Varga"] == "KAIST, Daejeon, Korea"


def test_a_mark_glued_to_the_next_name_still_separates_the_two() -> None:
    text = (
        "Row hammering at a distance\n"
        "Minjun Kim1Ilsa Varga1,2Oren Malka3 Tomas Berg4*\n"
        "1KAIST 2Graz University of Technology 3Google\nAbstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Oren Malka",
        "Tomas Berg",
    }


def test_a_proceedings_cover_sheet_before_the_paper_gives_no_byline_of_its_own() -> None:
    cover = (
        "This paper is included in the Proceedings of the\n"
        "21st Symposium on Storage Systems (STOR ’24).\n"
        "Fast Rebuilds for Erasure-Coded Arrays\n"
        "Minjun Kim and Ilsa Varga, Contoso Research; Oren Malka,\n"
        "Contoso Cloud\n"
    )
    paper = (
        "Fast Rebuilds for Erasure-Coded Arrays\n"
        "Minjun Kim1, Ilsa Varga1, and Oren Malka2\n"
        "Contoso Research1, Contoso Cloud2\nAbstract\nText."
    )
    assert names(extract(text_document(cover, paper), "paper")) == {"Ilsa Varga", "Oren Malka"}


@pytest.mark.parametrize("dot", ["・", "･", "·"])
def test_a_japanese_byline_separates_its_names_with_middle_dots(dot: str) -> None:
    """Japanese society journals print "山田　一郎 1・佐藤　花子 2": family and given name set
    apart by an ideographic space, marks after each, a middle dot between authors."""
    byline = dot.join(["山田\u3000一郎 1", "佐藤\u3000花子 2", "高橋\u3000健 3"])
    text = f"都市交通流の解析手法\n{byline}\n1正会員 東京大学 工学系研究科\n要旨\n本文。"
    found = names(extract(text_document(text), "paper", applicant="山田一郎", applicant_en=None))
    assert {name.replace("\u3000", "").replace(" ", "") for name in found} == {"佐藤花子", "高橋健"}


def test_a_publishers_download_sheet_lists_other_papers_authors_not_this_ones() -> None:
    """A publisher's download sheet puts "Related content" (other papers and their authors)
    before the paper: those authors are nobody's co-authors here."""
    cover = (
        "Journal of Applied Weather\nLETTER • OPEN ACCESS\n"
        "Storm tracks over the peninsula\n"
        "To cite this article: Minjun Kim and Ilsa Varga 2013 J. Appl. Weather 8 044035\n"
        "View the article online for updates and enhancements.\n"
        "Related content\nSea ice anomalies and their drivers\n"
        "Tamsin Oakes, Lior Ben-Ami et al.\n-\n"
        "This content was downloaded from IP address 10.0.0.1 on 17/05/2018 at 16:11\n"
    )
    paper = (
        "Storm tracks over the peninsula\n"
        "Minjun Kim1 and Ilsa Varga2\n"
        "1 Contoso Research\n2 Contoso Cloud\nAbstract\nText."
    )
    assert names(extract(text_document(cover, paper), "paper")) == {"Ilsa Varga"}


# The authors other than the applicant in the bylines below.
_SIX_OTHERS = {"Ilsa K. Varga", "Oren Malka", "Tomas Berg", "Hana Cho", "Petra Lund", "Aiko Sato"}


def test_a_labelled_byline_with_degrees_and_bracketed_marks_wrapped_inside_names() -> None:
    # Preprint servers print "Authors:" before a byline that gives each author's degrees and a
    # bracketed mark, a clinical credential after the marks, and wrap the list wherever the
    # line ends, between a given name and its family name too.
    text = (
        "Title: Speech timing in noisy rooms\n"
        "Authors: Ilsa K. Varga, M.S.[1], Oren Malka, PhD[1], CCC-SLP, Tomas\n"
        "Berg, B.S.[1], Minjun Kim, M.S.[1], Hana Cho, B.A.[2], Petra\n"
        "Lund, B.S.[1], & Aiko Sato, PhD[1, 2]*\n"
        "[1] University of Oslo, Department of Linguistics\n"
        "[2] KAIST, School of Computing\n"
        "*Corresponding Author: Aiko Sato, sato@kaist.ac.kr\n"
        "Abstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == _SIX_OTHERS


def test_a_clinical_byline_with_degrees_then_marks_after_a_comma() -> None:
    # Clinical journals print each author's degrees, then a comma and the marks, over many
    # lines; the text layer may set a mark apart by a tab, or leave a stray accent glyph.
    text = (
        "Criteria for the diagnosis of essential tremor\n"
        "Ilsa K. Varga, MD, MSc,1†* Oren Malka, MD,2†* Tomas Berg, MD,3 Minjun Kim, MD,4\n"
        "Hana Cho, MD, FRCPC,5 Petra Lund, MD, PhD, \t7 Aiko Sato, MD,8\n"
        "Lena E. Holm, OC, MD, FRCPC,10 Rui Tavares, PhD,12 Nadia Roy, MD,2\n"
        "and Jonas Wirth, MD \u20ac\t18\n"
        "1Department of Neurology, Oslo University Hospital, Oslo, Norway\n"
        "Abstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == _SIX_OTHERS | {
        "Lena E. Holm",
        "Rui Tavares",
        "Nadia Roy",
        "Jonas Wirth",
    }


def test_an_email_glued_to_the_mark_of_the_last_name_in_a_stacked_byline() -> None:
    # Journals that stack each author over their address print the e-mail in a column beside
    # the name; the text layer may glue it to a starred name's mark.
    text = (
        "Journal of Robust Learning 10 (2009) 1-20\tSubmitted 3/08; Published 7/09\n"
        "Margins under label noise\n"
        "Ilsa Varga\tVARGA@UIO.NO\n"
        "Department of Informatics\nUniversity of Oslo\nOslo, Norway\n"
        "Minjun Kim\tMKIM@KAIST.AC.KR\n"
        "School of Computing\nKAIST\nDaejeon, Korea\n"
        "Oren Malka\u2217MALKA@TECHNION.AC.IL\n"
        "Department of Electrical Engineering\nTechnion\nHaifa, Israel\n"
        "Editor: Tomas Berg\n"
        "Abstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka"}


def test_a_raised_mark_that_the_text_layer_puts_on_a_line_of_its_own() -> None:
    """Conference and preprint templates raise each mark so far that the text layer gives it
    its own line, and the list goes on under it with a comma: "Minjun Kim" / "1" / ", Ilsa
    Varga" / "2" / ", Oren Malka"."""
    byline = "Minjun Kim\n1\n, Ilsa Varga\n1\n, Oren Malka\n2\n, and Hana Cho\n1"
    text = f"Flying coworkers\n{byline}\nAbstract\nText."
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka", "Hana Cho"}


def test_a_mark_glued_to_the_joining_and() -> None:
    text = "Flying coworkers\nMinjun Kim1, Ilsa Varga1, Oren Malka2and Hana Cho1\nAbstract\nText."
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka", "Hana Cho"}


def test_a_name_broken_after_its_middle_initial_goes_on_on_the_next_line() -> None:
    byline = "Minjun Kim1, Ilsa Varga1, Tomas R.\nBerg2, Hana Cho1"
    text = f"A genome assembly\n{byline}\nAbstract\nText."
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Tomas R. Berg",
        "Hana Cho",
    }


def test_a_name_broken_after_its_given_name_in_a_long_byline() -> None:
    byline = "Minjun Kim1, Ilsa Varga1, Oren Malka2, Tomas\nBerg2, Hana Cho1"
    text = f"A genome assembly\n{byline}\nAbstract\nText."
    found = names(extract(text_document(text), "paper"))
    assert found == {"Ilsa Varga", "Oren Malka", "Tomas Berg", "Hana Cho"}


@pytest.mark.parametrize(
    "byline",
    [
        "Minjun Kim1 Łukasz Żak2 Ömer Çelik1,2",
        "Minjun Kim · Łukasz\nŻak · Ömer Çelik",
        "Minjun Kim 1 Łukasz Żak 2 Ömer Çelik 1",
    ],
)
def test_names_that_open_on_a_capital_outside_a_to_z(byline: str) -> None:
    """Polish and Turkish names ("Łukasz", "Ömer") open and close like any other."""
    text = f"Sparse attention for long streams\n{byline}\n1 KAIST, Daejeon, Korea\nAbstract\nText."
    assert set(names(extract(text_document(text), "paper"))) == {"Łukasz Żak", "Ömer Çelik"}


@pytest.mark.parametrize(
    "byline",
    [
        "Minjun Kim* und Ilsa Varga",
        "Minjun Kim et Ilsa Varga",
        "Minjun Kim, Oren Malka e Ilsa Varga",
        "Minjun Kim y Ilsa Varga",
    ],
)
def test_a_byline_joined_by_the_and_of_its_language(byline: str) -> None:
    text = f"Sparse Aufmerksamkeit\n{byline}\nZusammenfassung: Text."
    found = set(names(extract(text_document(text), "paper")))
    assert "Ilsa Varga" in found
    assert not any(" und " in name or " et " in name for name in found)


def test_a_title_that_ends_on_a_colon_before_its_subtitle_is_no_byline() -> None:
    text = (
        "Trade Shocks and Labor Markets:\nEvidence from Two Centuries\n"
        "Minjun Kim, Ilsa Varga, Oren Malka\nMay 2, 2020\nAbstract\nText."
    )
    assert set(names(extract(text_document(text), "paper"))) == {"Ilsa Varga", "Oren Malka"}


def test_marks_a_symbol_font_spells_as_letters_between_the_name_and_its_degree() -> None:
    """A symbol font's daggers may come out of the text layer as letters and brackets, glued
    to the comma after the name ("Ilsa Varga,*yz§|| MD")."""
    text = (
        "Tendon grafts for knee repair\n"
        "Minjun Kim,*yz§|| MD , PhD, Ilsa Varga,§{ MD,\n"
        "Oren Malka,# MD, and Hana Cho,yyzz MD\n"
        "Investigation performed at Seoul Hospital\nBackground: Text."
    )
    assert set(names(extract(text_document(text), "paper"))) == {
        "Ilsa Varga",
        "Oren Malka",
        "Hana Cho",
    }


def test_long_portuguese_names_broken_before_their_marks() -> None:
    text = (
        "Thermal treatment of fiber gratings\n"
        "Adélia Lúcia Cerqueira Trigo1,2, Celina Lúcia Barreto1\n, Rodrigo Moreira Canto1\n"
        ", Jonas Luis de\nSequeira Farias1\n, Luiz Carlos Gouveia Vale2,3, Artur Matos\n"
        "Bastos Brandão2\n1 Centro de Pesquisas, Rio de Janeiro, Brazil\nAbstract\nText."
    )
    found = names(extract(text_document(text), "paper", "Adélia Lúcia Cerqueira Trigo"))
    assert found == {
        "Celina Lúcia Barreto",
        "Rodrigo Moreira Canto",
        "Jonas Luis de Sequeira Farias",
        "Luiz Carlos Gouveia Vale",
        "Artur Matos Bastos Brandão",
    }


def test_a_conference_byline_inverted_and_apart_by_semicolons() -> None:
    text = (
        "Finite volume coupled calculations\n"
        "Araújo Sena, Vítor V.; Campanha dos Reis, A. A. and Mesquiti, Amaro Z.\n"
        "Centro de Desenvolvimento da Tecnologia Nuclear - CDTN/CNEN\n"
        "Bermejo, Álvaro; Mirón, Rafael and Verdugo, Gumersindo\n"
        "ISIRYM, Universitat Politècnica de València - UPV\nAbstract\nText."
    )
    found = names(extract(text_document(text), "paper", "Vítor V. Araújo Sena"))
    assert found == {
        "A. A. Campanha dos Reis",
        "Amaro Z. Mesquiti",
        "Álvaro Bermejo",
        "Rafael Mirón",
        "Gumersindo Verdugo",
    }


@pytest.mark.parametrize("envelope", [" B", "(B)"])
def test_springer_s_envelope_read_as_a_letter_is_no_part_of_the_name(envelope: str) -> None:
    text = (
        "Generating training data for dispatching rules\n"
        f"Helga Jónsdóttir{envelope} and Tomas Pall Rúnarsen\n"
        "School of Engineering, University of Iceland, Reykjavik, Iceland\nAbstract\nText."
    )
    result = extract(text_document(text), "paper", "Helga Jónsdóttir")
    assert names(result) == {"Tomas Pall Rúnarsen"}


def test_a_byline_in_a_grid_leaves_its_last_name_alone_over_the_affiliation() -> None:
    text = (
        "Estimating the hardness of encodings\nMinjun Kim*\tIlsa Varga\nOren Malka\tHana Cho\n"
        "Tomas Reyes\nEastmoor University, Eastmoor, Norway\nAbstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {
        "Ilsa Varga",
        "Oren Malka",
        "Hana Cho",
        "Tomas Reyes",
    }


def test_ieee_conference_blocks_numbered_by_raised_ordinals() -> None:
    blocks = "".join(
        f"{number}\n{ordinal} {name}\nSchool of Engineering\nEastmoor University\n"
        f"Eastmoor, Norway\n{name.split()[0].lower()}@eastmoor.edu\n"
        for number, ordinal, name in (
            (1, "st", "Minjun Kim"),
            (2, "nd", "Ilsa Varga"),
            (3, "rd", "Oren Malka"),
        )
    )
    text = f"Convolutional networks for staging\n{blocks}Abstract—Text."
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka"}


def test_a_journals_abbreviated_name_and_its_dates_are_no_authors() -> None:
    text = (
        "Eastmoor Journal of Electrical Engineering & Computer Sciences\n"
        "Eastm J Elec Eng & Comp Sci\n(2022) 30: 1874 – 1890\nResearch Article\n"
        "Channel estimation with hardware impairments\n"
        "Minjun Kim1,*, Ilsa Varga2, Oren Malka1\n1Department of Electrical Engineering, Eastmoor\n"
        "Received: 03.02.2022\n• Final Version: 28.09.2022\nAbstract: Text."
    )
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Oren Malka"}


def test_arxivs_margin_stamp_among_the_author_blocks_is_passed_over() -> None:
    text = (
        "An agnostic view on the cost of overfitting in\n(Kernel) Ridge Regression\n"
        "Minjun Kim\nEastmoor University\nmkim@eastmoor.edu\n"
        "Ilsa Varga\nWestmoor College\nivarga@westmoor.edu\n"
        "Hana Cho\nSouthmoor and Eastmoor University\nhcho@southmoor.edu\n"
        "arXiv:2306.13185v1 [stat.ML] 22 Jun 2023\n"
        "Oren Malka\nNMI-Eastport\nomalka@nmi.example\n"
        "Collaboration on the Foundations of Learning (foundations.example)\nAbstract\nText."
    )
    assert names(extract(text_document(text), "paper")) == {"Ilsa Varga", "Hana Cho", "Oren Malka"}


def test_a_plus_among_the_digit_marks_is_an_equal_contribution_mark() -> None:
    page = (
        "Motifs underlying gene co-regulation\n"
        "Mira Olsen1,2,+, Tomas Vrana3,+ , Lidia Harcourt1,2and Anton Berg3\n"
        "1 Institut Nordhavn, Developmental Biology Department, Paris, France\n"
        "Abstract\nRegulatory modules play a role.\n"
    )
    result = extract(text_document(page), "paper", "Mira Olsen", "Mira Olsen")
    assert names(result) == {"Tomas Vrana", "Lidia Harcourt", "Anton Berg"}


def test_ieice_bylines_with_letter_marks_grades_and_names_in_kanji() -> None:
    # The corresponding author's "a)" straight after the dagger, the grade after the last
    # author for all of them, and a Japanese byline parted by its marks alone.
    english = (
        "Journal of Things Vol. 5\nSensor Fusion for Mobile Robots\n"
        "Mira OLSEN†a), Emi SATO†, Jiwon PAK††, and Taro IKEDA†, Members\n"
        "SUMMARY We propose a thing.\n"
    )
    assert names(extract(text_document(english), "paper", "Mira Olsen", "Mira Olsen")) == {
        "Emi SATO",
        "Jiwon PAK",
        "Taro IKEDA",
    }
    japanese = (
        "論文\nセンサフュージョン\n林 美羅†a) 中田 恵子† 朴 智元†† 山田 浩司†\nあらまし 近年\n"
    )
    assert names(extract(text_document(japanese), "paper", "Mira Olsen", "Mira Olsen")) == {
        "林 美羅",
        "中田 恵子",
        "朴 智元",
        "山田 浩司",
    }
