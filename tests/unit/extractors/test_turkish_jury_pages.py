"""Approval and jury pages of Turkish theses, in Turkish and in the English of the same
schools: the advisor's name printed above its label, a jury under a heading with a chair's and
members' labels, ranks before the names (Doç. Dr., Yrd. Doç. Dr., Dr. Öğr. Üyesi, Asc. Prof.),
and each member's university on the line under the name. The department head and the
institute director sign the same page but sit on no jury."""

from __future__ import annotations

from tests.unit.extractors.builders import extract, related, text_document


def _found(page: str, applicant: str = "Deniz AKSUNGUR") -> set[tuple[str, str]]:
    return related(extract(text_document("YÜKSEK LİSANS TEZİ\n", page), "thesis", applicant, None))


def test_a_turkish_approval_page_with_the_advisor_above_the_label_and_a_jury_heading() -> None:
    page = (
        "Mühendislik Bilimleri Enstitüsü onayı\n"
        "Prof. Dr. Necla ÖZTÜRKMEN\n"
        "Enstitü Müdürü\n"
        "Tezin doktora koşullarını yerine getirdiğini onaylarım.\n"
        "Prof. Dr. Kemal YILDIRIMSOY\n"
        "Anabilim Dalı Başkanı\n"
        "Deniz AKSUNGUR'un GÜNEŞ PANELİ TASARIMI başlıklı çalışmasını doktora tezi\n"
        "olarak kabul ettiğimizi onaylarım.\n"
        "Dr. Öğr. Üyesi Burak ÇELİKKAYA\n"
        "Tez Danışmanı\n"
        "Tez Jüri Üyeleri\n"
        "Başkan : Prof. Dr. Selin KARAOĞUZ\n"
        "Üye  : Doç. Dr. Mehmet Ali DURSUNOĞLU\n"
        "Üye  : Yrd. Doç. Dr. Elif ŞAHİNGÖZ\n"
    )
    assert _found(page) == {
        ("Burak ÇELİKKAYA", "advisor"),
        ("Selin KARAOĞUZ", "committee_chair"),
        ("Mehmet Ali DURSUNOĞLU", "committee_member"),
        ("Elif ŞAHİNGÖZ", "committee_member"),
    }


def test_turkish_labels_before_the_names() -> None:
    page = (
        "Danışman : Doç. Dr. Burak ÇELİKKAYA\n"
        "Eş Danışman : Dr. Öğr. Üyesi Tolga BAYRAKTEPE\n"
        "\n"
        "Jüri Üyeleri\n"
        "Jüri Başkanı : Prof. Dr. Selin KARAOĞUZ\n"
        "Üye : Doç. Dr. Elif ŞAHİNGÖZ\n"
    )
    assert _found(page) == {
        ("Burak ÇELİKKAYA", "advisor"),
        ("Tolga BAYRAKTEPE", "co_advisor"),
        ("Selin KARAOĞUZ", "committee_chair"),
        ("Elif ŞAHİNGÖZ", "committee_member"),
    }


def test_a_second_advisor_in_turkish() -> None:
    page = "Tez Danışmanı : Prof. Dr. Burak ÇELİKKAYA\nİkinci Danışman : Doç. Dr. Elif ŞAHİNGÖZ\n"
    assert _found(page) == {
        ("Burak ÇELİKKAYA", "advisor"),
        ("Elif ŞAHİNGÖZ", "co_advisor"),
    }


def test_the_head_of_a_department_is_no_chair() -> None:
    page = "Doç. Dr. Kemal YILDIRIMSOY\nAnabilim Dalı Başkanı\n"
    assert _found(page) == set()


def test_an_english_jury_page_with_each_members_university_under_the_name() -> None:
    page = (
        "The doctoral thesis “SOLAR PANEL DESIGN” of Deniz AKSUNGUR was defended\n"
        "before the jury signing below.\n"
        "Thesis Advisor : Prof. Dr. Burak ÇELİKKAYA\t..............................\n"
        "Marmara Coast Technical University\n"
        "Co-advisor : Assist. Prof. Dr. Elif ŞAHİNGÖZ\t..............................\n"
        "Anatolian Plateau University\n"
        "Jury Members : Prof. Dr. Selin KARAOĞUZ\t..............................\n"
        "Marmara Coast Technical University\n"
        "Assoc. Prof. Mehmet Ali DURSUNOĞLU\t..............................\n"
        "Aegean Shore University\n"
        "Asc. Prof. Tolga BAYRAKTEPE\t..............................\n"
        "Bosphorus Institute of Technology\n"
        "Prof. Dr., Colonel Cem KORKUTATA ..............................\n"
        "Naval Staff Academy\n"
        "Defended on : 9 March 2019\n"
    )
    assert _found(page) == {
        ("Burak ÇELİKKAYA", "advisor"),
        ("Elif ŞAHİNGÖZ", "co_advisor"),
        ("Selin KARAOĞUZ", "committee_member"),
        ("Mehmet Ali DURSUNOĞLU", "committee_member"),
        ("Tolga BAYRAKTEPE", "committee_member"),
        ("Cem KORKUTATA", "committee_member"),
    }
