"""A thesis's acknowledgements: the advisor and committee thanked by role, nobody else."""

from __future__ import annotations

from minesweeper.extractors.model import Role
from tests.unit.extractors.builders import extract, related, text_document, thesis_related

_KOREAN = """감사의 글
먼저 박사과정 동안 부족한 저를 믿고 끝까지 이끌어 주신 지도교수 신유진 교수님께
진심으로 감사드립니다. 또한 공동 지도를 맡아 주시며 새로운 시각을 열어 주신
Marco Rossi 교수님께도 감사드립니다.
심사위원장을 맡아 논문의 완성도를 높여 주신 선우진 교수님, 그리고 귀한 시간을
내어 심사해 주신 송지환, 임하늘, 한상우 교수님께 감사드립니다.
연구실에서 동고동락하며 많은 도움을 준 강예은, 그리고 조성빈에게도 고마움을
전합니다. 학부 시절 연구의 즐거움을 알려 주신 오태민 교수님께도 감사드립니다.
2022년 8월
김민준 올림"""


def test_korean_acknowledgements_give_advisor_co_advisor_chair_and_members() -> None:
    found = related(extract(text_document("표지", _KOREAN), "thesis"))
    assert found == {
        ("신유진", Role.ADVISOR.value),
        ("Marco Rossi", Role.CO_ADVISOR.value),
        ("선우진", Role.COMMITTEE_CHAIR.value),
        ("송지환", Role.COMMITTEE_MEMBER.value),
        ("임하늘", Role.COMMITTEE_MEMBER.value),
        ("한상우", Role.COMMITTEE_MEMBER.value),
    }  # lab mates and a teacher thanked without a role are no relation


def test_english_acknowledgements_read_names_before_and_after_their_role() -> None:
    page = """Acknowledgments
I am grateful to Professor Seojin Choi, my advisor, for his patient guidance.
I also thank Professors Jimin Hong, Jiho Yoon and Hyunsoo Roh for serving on my
dissertation committee. My friends Daniel Lee and Sora Kim made the lab a home.
I thank my co-advisor, Anna Weber, and my committee and my friends Jisoo Han and Mina Cho.
Curriculum Vitae
Name: Minjun Kim
Advisor: Seojin Choi"""
    result = extract(text_document(page), "thesis")
    found = related(result)
    assert {
        ("Seojin Choi", Role.ADVISOR.value),
        ("Jimin Hong", Role.COMMITTEE_MEMBER.value),
        ("Jiho Yoon", Role.COMMITTEE_MEMBER.value),
        ("Hyunsoo Roh", Role.COMMITTEE_MEMBER.value),
        ("Anna Weber", Role.CO_ADVISOR.value),
    } <= found
    assert not {name for name, _ in found} & {"Daniel Lee", "Sora Kim", "Jisoo Han", "Mina Cho"}
    roh = next(p for p in result.persons if p.name_raw == "Hyunsoo Roh")
    assert roh.page == 1
    assert (
        roh.quote
        == "I also thank Professors Jimin Hong, Jiho Yoon and Hyunsoo Roh for serving on my"
    )


def test_a_thanked_committee_member_adds_no_second_role_to_the_approval_pages_chair() -> None:
    approval = """학위논문 인준서
심사위원장 선우진 (인)
심사위원 송지환 (인)"""
    thanks = """감사의 글
논문을 심사해 주신 선우진 교수님, 송지환 교수님께 감사드립니다."""
    found = related(extract(text_document(approval, thanks), "thesis"))
    assert found == {
        ("선우진", Role.COMMITTEE_CHAIR.value),
        ("송지환", Role.COMMITTEE_MEMBER.value),
    }


def test_role_words_outside_the_acknowledgements_name_nobody() -> None:
    body = """제 3 장 실험
본 연구의 심사 기준은 박민수 교수의 선행 연구를 따랐다. 지도 학습의 성능을 비교하였다."""
    assert related(extract(text_document(body), "thesis")) == set()


def test_acknowledgements_in_a_paper_are_not_read() -> None:
    page = """Deep Learning for Channel Estimation
Minjun Kim, Seoyeon Park
Abstract
We study channels.
Acknowledgements
We thank our advisor, Professor Taeho Moon, for comments."""
    found = related(extract(text_document(page), "paper"))
    assert ("Taeho Moon", Role.ADVISOR.value) not in found


def test_titles_with_periods_end_no_sentence_and_labmates_stay_out() -> None:
    page = """Acknowledgements
This work would not have been possible without my supervisor, Dr. Emily Chen. I am also
grateful to the members of my thesis committee, Dr. Robert Brown and Prof. Sarah Miller, for
their feedback. I thank my labmates John Smith and Wei Zhang."""
    assert related(extract(text_document(page), "thesis")) == {
        ("Emily Chen", Role.ADVISOR.value),
        ("Robert Brown", Role.COMMITTEE_MEMBER.value),
        ("Sarah Miller", Role.COMMITTEE_MEMBER.value),
    }


def test_a_korean_name_titled_as_advisor_and_a_two_syllable_name_in_a_list() -> None:
    page = """감사의 글
아낌없는 지도와 격려를 보내주신 김영수 지도교수님께 감사드립니다.
논문을 심사해 주신 이철민 교수님, 김준 교수님께도 감사의 마음을 전합니다."""
    assert related(extract(text_document(page), "thesis")) == {
        ("김영수", Role.ADVISOR.value),
        ("이철민", Role.COMMITTEE_MEMBER.value),
        ("김준", Role.COMMITTEE_MEMBER.value),
    }


def test_a_role_in_apposition_after_the_names_is_theirs() -> None:
    page = """Acknowledgments
I would like to thank Professor Taeho Kang, my thesis advisor, and Professors Minsu Park
and Jieun Lee, members of my committee. I thank Dr. Mina Seo for co-supervising this work,
and my parents Jisoo Kim and Hana Kim."""
    assert related(extract(text_document(page), "thesis")) == {
        ("Taeho Kang", Role.ADVISOR.value),
        ("Minsu Park", Role.COMMITTEE_MEMBER.value),
        ("Jieun Lee", Role.COMMITTEE_MEMBER.value),
        ("Mina Seo", Role.CO_ADVISOR.value),
    }


def test_korean_role_phrases_after_the_name() -> None:
    page = """감사의 글
이 논문은 강태호 교수님의 지도 아래 완성되었습니다. 심사위원장이신 박민수 교수님과 심사위원
이지은 교수님께 감사드립니다. 연구실 선배 정다은 박사님께도 감사드립니다."""
    assert related(extract(text_document(page), "thesis")) == {
        ("강태호", Role.ADVISOR.value),
        ("박민수", Role.COMMITTEE_CHAIR.value),
        ("이지은", Role.COMMITTEE_MEMBER.value),
    }


def test_a_relative_clause_or_a_service_phrase_after_the_names_gives_their_role() -> None:
    page = """Acknowledgements
First and foremost, I am deeply grateful to Professor Seoyeon Park, who supervised this work.
I thank Jaewon Lee and Hana Cho for serving on my thesis committee.
Thanks to my labmates Sofia Rossi and Lena Vogel."""
    assert related(extract(text_document("Title", page), "thesis")) == {
        ("Seoyeon Park", Role.ADVISOR.value),
        ("Jaewon Lee", Role.COMMITTEE_MEMBER.value),
        ("Hana Cho", Role.COMMITTEE_MEMBER.value),
    }


def test_names_listed_after_committee_members_and_a_colon_are_members() -> None:
    text = """Acknowledgments
My sincere thanks go to my committee members: Hyunwoo Choi, Daeun Jung, and Gaeul Han.
I also thank my friends Jisoo Yoon and Minho Baek."""
    assert related(extract(text_document("Title page", text), "thesis")) == {
        ("Hyunwoo Choi", Role.COMMITTEE_MEMBER.value),
        ("Daeun Jung", Role.COMMITTEE_MEMBER.value),
        ("Gaeul Han", Role.COMMITTEE_MEMBER.value),
    }


def test_an_advisor_praised_after_the_name_and_a_german_doktorvater() -> None:
    page = """Acknowledgements
I owe an enormous debt to Ilsa Varga, who has been the best advisor one could hope for.
My friend Oren Malka, who has been the best company, kept me sane.
Mein besonderer Dank gilt meinem Doktorvater Prof. Dr. Rolf Aune."""
    assert related(extract(text_document(page), "thesis")) == {
        ("Ilsa Varga", "advisor"),
        ("Rolf Aune", "advisor"),
    }


def test_a_supervision_phrase_after_the_name_makes_an_advisor_and_guidance_does_not() -> None:
    page = """Acknowledgements
I am indebted to Professor Mirela Dragan, whose careful supervision kept this work on course.
I thank Dr. Anders Lykke for his patient supervision in my final year.
I also thank Dr. Pia Ronning for her guidance with the microscope."""
    assert related(extract(text_document(page), "thesis")) == {
        ("Mirela Dragan", "advisor"),
        ("Anders Lykke", "advisor"),
    }


def test_chinese_and_japanese_acknowledgements_name_the_advisor_and_examiners() -> None:
    chinese = (
        "博士学位论文\n\n致谢\n\n衷心感谢我的导师欧阳明老师多年来的悉心指导。"
        "感谢答辩委员会诸葛亮教授、黄忠教授的宝贵意见。感谢实验室的同学刘洋。\n\n参考文献\n"
    )
    assert related(extract(text_document(chinese), "thesis")) == {
        ("欧阳明", Role.ADVISOR),
        ("诸葛亮", Role.COMMITTEE_MEMBER),
        ("黄忠", Role.COMMITTEE_MEMBER),
    }
    japanese = (
        "修士論文\n\n謝辞\n\n本研究にあたり、指導教員である佐藤健一教授に深く感謝いたします。"
        "副査の鈴木花子准教授にも感謝します。研究室の田中君に感謝します。\n\n参考文献\n"
    )
    assert related(extract(text_document(japanese), "thesis")) == {
        ("佐藤健一", Role.ADVISOR),
        ("鈴木花子", Role.COMMITTEE_MEMBER),
    }


def test_han_acknowledgements_name_the_advisor_around_the_guidance_they_thank() -> None:
    japanese = (
        "修士論文\n\n謝辞\n\n研究の全般にわたり、懇切丁寧なご指導を賜りました小野寺亮教授に"
        "深く感謝いたします。また、木村早苗准教授には、実験について多くのご指導をいただきました。"
        "研究室の山口君にも感謝します。\n\n参考文献\n"
    )
    assert related(extract(text_document(japanese), "thesis")) == {
        ("小野寺亮", Role.ADVISOR),
        ("木村早苗", Role.ADVISOR),
    }
    chinese = (
        "硕士学位论文\n\n致谢\n\n本文是在孙立平教授的精心指导下完成的。"
        "感谢师兄赵磊的帮助。\n\n参考文献\n"
    )
    assert related(extract(text_document(chinese), "thesis")) == {("孙立平", Role.ADVISOR)}


def test_a_title_with_its_rank_prefix_after_a_thanked_name_is_no_part_of_it() -> None:
    chinese = (
        "博士学位论文\n\n致谢\n\n感谢导师韩立川副教授在实验设计方面给予的帮助，"
        "感谢导师邵静怡副研究员的指导。\n\n参考文献\n"
    )
    assert related(extract(text_document(chinese), "thesis")) == {
        ("韩立川", Role.ADVISOR),
        ("邵静怡", Role.ADVISOR),
    }


def test_coauthors_thanked_as_such_are_coauthors_and_colleagues_are_not() -> None:
    page = """Acknowledgements
I am grateful to my coauthors Tomas Berg, Lucia
Ferraro, Pavel Novak and my office mates Ilsa Varga and Oren Malka for their company.
Je remercie aussi mes co-auteurs (dans le désordre) Jeanne Roux, Hugo
Marchand et Chloé Girard.
I miei coautori Marco Testa e Giulia Fabbri mi hanno aiutato molto."""
    assert related(extract(text_document(page), "thesis")) == {
        ("Tomas Berg", Role.COAUTHOR),
        ("Lucia Ferraro", Role.COAUTHOR),
        ("Pavel Novak", Role.COAUTHOR),
        ("Jeanne Roux", Role.COAUTHOR),
        ("Hugo Marchand", Role.COAUTHOR),
        ("Chloé Girard", Role.COAUTHOR),
        ("Marco Testa", Role.COAUTHOR),
        ("Giulia Fabbri", Role.COAUTHOR),
    }


def test_french_and_spanish_acknowledgements_under_their_own_headings() -> None:
    french = """Remerciements
Je remercie tout d’abord mon directeur de thèse, Étienne Lambert, pour sa patience.
Merci à ma co-directrice de thèse Sophie Marchal. Je remercie Luc Perrin et Anne Vidal
d’avoir accepté d’être rapporteurs de ce travail. Merci à mes amis Paul et Julie.
Résumé
Ce travail porte sur les codes correcteurs."""
    assert related(extract(text_document(french), "thesis")) == {
        ("Étienne Lambert", Role.ADVISOR),
        ("Sophie Marchal", Role.CO_ADVISOR),
        ("Luc Perrin", Role.COMMITTEE_MEMBER),
        ("Anne Vidal", Role.COMMITTEE_MEMBER),
    }
    spanish = """Agradecimientos
Agradezco a mi directora de tesis, Lucía Herrera, por su apoyo constante."""
    assert related(extract(text_document(spanish), "thesis")) == {("Lucía Herrera", Role.ADVISOR)}


def test_names_that_open_on_a_capital_outside_a_to_z() -> None:
    page = """Acknowledgements
I thank my supervisor, Łucja Żmuda, and my committee members Şule Önal and Ștefan Ilie.
"""
    assert related(extract(text_document(page), "thesis")) == {
        ("Łucja Żmuda", Role.ADVISOR.value),
        ("Şule Önal", Role.COMMITTEE_MEMBER.value),
        ("Ștefan Ilie", Role.COMMITTEE_MEMBER.value),
    }


def test_portuguese_acknowledgements_name_the_advisor_and_the_banca() -> None:
    page = """Agradecimentos
Agradeço ao meu orientador, Prof. Rui Tavares, pela paciência. Agradeço à minha
coorientadora Helena Prado. Agradeço às professoras Clara Mendes e Inês Faria, que aceitaram
participar da minha banca. Agradeço aos membros da banca examinadora, Profs. Bruno Leal e
Tiago Moura. Agradeço também a Vera Lopes e Caio Rocha, membros da banca de qualificação.
Agradeço aos meus amigos João Pires e Ana Costa, e à minha esposa Lia."""
    assert related(extract(text_document("Título", page), "thesis")) == {
        ("Rui Tavares", Role.ADVISOR),
        ("Helena Prado", Role.CO_ADVISOR),
        ("Clara Mendes", Role.COMMITTEE_MEMBER),
        ("Inês Faria", Role.COMMITTEE_MEMBER),
        ("Bruno Leal", Role.COMMITTEE_MEMBER),
        ("Tiago Moura", Role.COMMITTEE_MEMBER),
        ("Vera Lopes", Role.COMMITTEE_MEMBER),
        ("Caio Rocha", Role.COMMITTEE_MEMBER),
    }


def test_spanish_and_italian_acknowledgements_name_the_director_tribunal_and_relatori() -> None:
    spanish = """Agradecimientos
Agradezco a mi directora Sofía Ibarra por su guía. Agradezco a los miembros del tribunal,
Pablo Serrano y Lucía Rey, por sus comentarios. Gracias a la Dra. Nuria Vega, que aceptó
formar parte del jurado. Gracias a mis amigos Carlos Vidal y Elena Ruiz."""
    assert related(extract(text_document("Título", spanish), "thesis")) == {
        ("Sofía Ibarra", Role.ADVISOR),
        ("Pablo Serrano", Role.COMMITTEE_MEMBER),
        ("Lucía Rey", Role.COMMITTEE_MEMBER),
        ("Nuria Vega", Role.COMMITTEE_MEMBER),
    }
    italian = """Ringraziamenti
Un ringraziamento speciale ai miei relatori Davide Serra e Chiara Longo per avermi seguito.
Ringrazio il mio correlatore, la Prof.ssa Laura Neri. Grazie ai miei genitori Paolo e Rita."""
    assert related(extract(text_document("Titolo", italian), "thesis")) == {
        ("Davide Serra", Role.ADVISOR),
        ("Chiara Longo", Role.ADVISOR),
        ("Laura Neri", Role.CO_ADVISOR),
    }


def test_a_director_of_something_else_is_no_advisor() -> None:
    page = """Agradecimientos
Agradezco a mi director del departamento, Tomás Gil, por las facilidades."""
    assert related(extract(text_document("Título", page), "thesis")) == set()


def test_japanese_acknowledgements_with_the_school_before_a_spaced_name() -> None:
    page = (
        "謝辞\n本研究を進めるにあたり，熱心にご指導いただきました東都大学大学院情報学研究科"
        " 森川 悠斗 教授に心から感謝いたします．\n"
        "また，副査の川端 美咲 准教授には貴重なご意見をいただきました．\n"
        "研究室の皆様に感謝します．\n"
    )
    assert related(extract(text_document(page), "thesis", "鈴木 一郎", None)) == {
        ("森川 悠斗", Role.ADVISOR.value),
        ("川端 美咲", Role.COMMITTEE_MEMBER.value),
    }


def test_japanese_acknowledgements_thank_the_examiners_of_the_thesis() -> None:
    # The advisor's school holds katakana; the examiners follow the thanks for the review
    # ("審査において ... 頂きました"), the last one after "ならびに" and a school of its own.
    page = (
        "謝辞\n本研究の遂行にあたり，終始ご指導を賜りました東都大学大学院システム情報科学研究院"
        " 森川悠斗 教授に深く感謝いたします．本論文の審査において有益なご助言を頂きました"
        "同研究院 川端美咲 准教授，小野寺亮 教授，ならびに北都工業大学 石田一郎 教授に"
        "感謝いたします．\n"
    )
    assert related(extract(text_document(page), "thesis", "鈴木 一郎", None)) == {
        ("森川悠斗", Role.ADVISOR.value),
        ("川端美咲", Role.COMMITTEE_MEMBER.value),
        ("小野寺亮", Role.COMMITTEE_MEMBER.value),
        ("石田一郎", Role.COMMITTEE_MEMBER.value),
    }


def test_a_line_end_inside_chinese_or_japanese_text_is_no_space() -> None:
    """Han text sets no spaces: a name broken at the line end is whole again, and the words of
    two lines joined are never read as a spaced name."""
    page = (
        "謝辞\n本研究にあたって様々な助力をしていただいた指導教員である森川\n悠准教授に感謝します．\n"
        "致谢\n我要向帮助和指导过我\n的所有老师表示感谢。\n"
    )
    assert related(extract(text_document(page), "thesis", "鈴木 一郎", None)) == {
        ("森川悠", Role.ADVISOR.value)
    }


def test_a_dash_sets_the_committee_apart_from_its_names() -> None:
    page = """Acknowledgments
I would like to thank my advisor Rylan Tornado. I also would like to thank my committee
members - Kirsten Corbel, Roberta Fowler, Bryan Tangen, and Rylan Tornado - for their help.
My friends - Daniel Lee and Sora Kim - made the lab a home."""
    assert related(extract(text_document("Title", page), "thesis")) == {
        ("Rylan Tornado", Role.ADVISOR.value),
        ("Kirsten Corbel", Role.COMMITTEE_MEMBER.value),
        ("Roberta Fowler", Role.COMMITTEE_MEMBER.value),
        ("Bryan Tangen", Role.COMMITTEE_MEMBER.value),
        ("Rylan Tornado", Role.COMMITTEE_MEMBER.value),
    }


def test_a_supervisor_titled_by_rank_before_the_title() -> None:
    text = (
        "ACKNOWLEDGEMENT\nI wish to express my sincere appreciation to my main supervisor, "
        "Assoc. Prof. Dr. Tomas Vrana, for his encouragement and\nguidance, and to my "
        "co-supervisor Dr. Lidia Harcourt.\n"
    )
    assert thesis_related(text) == {
        ("Tomas Vrana", "advisor"),
        ("Lidia Harcourt", "co_advisor"),
    }


def test_a_filipino_advisors_middle_initial_after_two_given_names() -> None:
    thanks = (
        "Acknowledgement\n"
        "To my adviser, Asst. Prof. Ilsa Marie U. Varga, for her consistent guidance.\n"
    )
    assert related(extract(text_document("Title page", thanks), "thesis")) == {
        ("Ilsa Marie U. Varga", "advisor")
    }


def test_the_advisor_named_by_the_role_in_this_work_after_the_name() -> None:
    # "asesor de este trabajo", "orientador deste trabalho", "the supervisor of this thesis";
    # the director of a department is no role in the work.
    pages = (
        "Agradecimientos\n"
        "Extiendo mi gratitud al profesor Tomas Ruiz Vela, asesor de este trabajo, por su"
        " apoyo. Agradezco a Luis Sierra, director del departamento.\n",
        "Agradecimentos\nAgradeço ao Prof. Rui Paiva, orientador deste trabalho. À Doutora Ana"
        " Sintra, coorientadora deste trabalho, agradeço a revisão.\n",
        "Acknowledgements\nI thank Prof. Alan Moss, the supervisor of this thesis, for his help.\n",
    )
    assert [thesis_related("Title", page) for page in pages] == [
        {("Tomas Ruiz Vela", Role.ADVISOR)},
        {("Rui Paiva", Role.ADVISOR), ("Ana Sintra", Role.CO_ADVISOR)},
        {("Alan Moss", Role.ADVISOR)},
    ]


def test_a_docent_among_the_pre_examiners_and_the_opponent_thanked_after_the_name() -> None:
    # Nordic prefaces: the pre-examiners by rank ("Doc." is a docent's title, no sentence's
    # end), the opponent named only after the thanked name.
    preface = (
        "Preface\nI thank Alan Roe for the feedback on the writing of the thesis. I am grateful\n"
        "to pre-examiners, Prof. Ivo Holm and Doc. Tamsin Varga for their valuable comments. I\n"
        "also thank Prof. Reuben Dahl for the honour of having him as my opponent.\n"
    )
    assert thesis_related("Title page", preface) == {
        ("Ivo Holm", Role.COMMITTEE_MEMBER.value),
        ("Tamsin Varga", Role.COMMITTEE_MEMBER.value),
        ("Reuben Dahl", Role.COMMITTEE_MEMBER.value),
    }


def test_a_long_doctorates_thanks_run_over_three_pages() -> None:
    first = "Acknowledgements\nI thank my family and my friends for their patience.\n"
    second = "My years in the laboratory were a joy, thanks to my colleagues.\n"
    third = (
        "I would like to thank my thesis committee members, Prof. Tomas Brenner\n"
        "and Prof. Hale Oduya.\n"
    )
    assert thesis_related("Title page", first, second, third) == {
        ("Tomas Brenner", Role.COMMITTEE_MEMBER.value),
        ("Hale Oduya", Role.COMMITTEE_MEMBER.value),
    }


def test_a_committee_thanked_unnamed_is_named_in_the_next_sentences() -> None:
    # "the members of the examination committee" and, after it, each member thanked by name;
    # secondary supervisors are the co-advisors. A titled name further on is no one's.
    thanks = (
        "Acknowledgments\nFirst, I wish to thank my primary supervisor, Professor Eiko Ash, for\n"
        "his guidance. I am also grateful to my secondary supervisors, Professor Ryo Sand and\n"
        "Professor Tuan Vo-Phan, for their questions.\nFurthermore, I would like to thank the\n"
        "members of the examination committee for their insightful comments. I am grateful to\n"
        "Assistant Professor Hideo Arai for his critical feedback. I also thank Professor Ilse\n"
        "Varga, whose knowledge proved indispensable. Finally, I thank Professor Lars Holm for\n"
        "the coffee.\n"
    )
    assert thesis_related("Title page", thanks) == {
        ("Eiko Ash", Role.ADVISOR.value),
        ("Ryo Sand", Role.CO_ADVISOR.value),
        ("Tuan Vo-Phan", Role.CO_ADVISOR.value),
        ("Hideo Arai", Role.COMMITTEE_MEMBER.value),
        ("Ilse Varga", Role.COMMITTEE_MEMBER.value),
    }


def test_a_name_thanked_for_being_the_examiner() -> None:
    text = (
        "Acknowledgements\nI thank my opponent Oskar Lind, as well as Ines Varga for being my"
        " examiner. I thank my parents for being my support.\n"
    )
    assert thesis_related(text) == {
        ("Oskar Lind", "committee_member"),
        ("Ines Varga", "committee_member"),
    }
