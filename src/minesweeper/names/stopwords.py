"""Words that are never part of a personal name: headings, roles, institutions, form labels.

Lowercase, letters only (the check strips punctuation). Words that are also romanized Korean
surnames or initials ("a", "an", "in", "on", "so", "do") are deliberately absent.
"""

from __future__ import annotations


def words(text: str) -> tuple[str, ...]:
    """The whitespace-separated words of a table written as a block of text (easier to read)."""
    return tuple(text.split())


# Words that name an organisation or a part of one, in the languages theses and papers are
# written in (diacritics stripped: "Université" is "universite"), with the adjectives that
# open one ("Technische Universiteit", "Katholieke Universiteit"). Also never part of a name.
ORGANISATION_WORDS: frozenset[str] = frozenset(
    words(
        """
    university universities univ universidad universidade universita universite universitat
    universiteit universitet uniwersytet universitas college colegio school schule ecole
    escuela scuola scoala szkola skola institute institutes institution institut instituto
    istituto instytut
    institutet politecnico politecnica polytechnic polytechnique politehnica hochschule
    technion tech department dept departamento dipartimento departement faculty facultad
    faculte fakultat faculteit facolta faculdade
    laboratory laboratories laboratoire laboratorio laboratorium lab labs nucleo grupo
    center centre centro zentrum academy academia akademie academie hospital hopital
    klinikum clinic electronics technologies foundation society association council ministry
    agency company corporation inc ltd corp gmbh llc research eth epfl kth cnrs inria csic
    kaist postech unist dgist gist iit iiit nit iisc iiser mit caltech ucla cmu nus ntu hkust
    kaust rwth universitesi enstitusu fakultesi bolumu muhendisligi odtu metu itu
    uc ucl ucsd ucsb ucsf
    univerzita univerzity univerzitet fakulta ustav politechnika vscht cvut
    rady radzie naukowa naukowej dyscyplina dyscypliny wydzial wydzialu instytutu
    universitetet hogskola hogskolan tekniska yliopisto
    service services radiology neuroradiology imaging
    project projects consortium collaboration initiative collaborators investigators
    technische technischen katholieke vrije freie
    csiro riken aist kist kier etri kriss nims inserm cnr csir nrc nist nasa cern desy
    """
    )
)

# The last lines: words of French ranks, which read as a name around their particle
# ("Directeur de Recherche", "Maître de Conférences", "Professeur des Universités"), the
# "Rector Magnificus" who chairs a Dutch or Belgian defence, the Italian "Anno Accademico",
# the honours a degree is awarded with ("With Highest Distinction", "Summa Cum Laude"), and
# the headings of Indonesian approval pages ("Lembar Persetujuan Pembimbing", the sheet of
# the advisors' approval).
# The words journal titles abbreviate (ISO 4: "J. Phys. Chem.", "Proc. Natl. Acad. Sci."),
# which an entry without a title prints right after its authors; only those that are nobody's
# name (not "Mol", "Eng", "Lett", "Ann").
# The months and seasons that are names as well (the family names May, March, Winter and
# Summer, the given names April, June and August) are not among them: a date prints its
# digits, which no name has, and a term its "Semester".
LATIN_STOPWORDS: frozenset[str] = ORGANISATION_WORDS | frozenset(
    words(
        """
    abstract introduction conclusion conclusions references reference bibliography appendix
    acknowledgement acknowledgements acknowledgment acknowledgments contents table figure
    chapter section summary background method methods results discussion keywords keyword
    related work works preface dedication vita curriculum vitae resume publications
    publication education experience awards honors grants patents projects skills interests
    graduate program division co group science sciences engineering technology electrical
    electronic manufacturing materials energy agriculture agricultural environment
    environmental mining industry industrial processing communication communications
    statistics robotics informatics
    computer computing mechanical chemical civil biomedical physics chemistry biology
    ecology genetics genomics evolution botany zoology geology linguistics neuroscience
    epidemiology oceanography hydrology virology immunology pharmacology astronomy astrophysics
    sociology psychology anthropology archaeology theology microbiology biochemistry
    bioinformatics paleontology meteorology climatology demography criminology
    postdoctoral postdoc researcher researchers theory quantum ekonomi
    mathematics medicine business management economics korea korean seoul daejeon busan
    pohang daegu incheon gwangju ulsan suwon republic national international journal
    chile mexico colombia argentina espana ecuador venezuela
    conference proceedings transactions letters press review vol volume pp page pages
    advisor adviser supervisor coadvisor chair chairman chairperson member members committee
    comite comité comitato commissione miembros membres membros tribunal
    referee referees examiner examiners reviewer reviewers professor prof assistant associate
    doctor dr doctoral dissertation thesis degree master masters bachelor philosophy phd
    approved approval signature signed seal date name names first second third last author
    tanggal fecha datum tarih
    authors coauthor coauthors editor editors corresponding student candidate applicant
    the of and for at to by with from this that these those our we is are was
    be as or not all new via using based toward towards study analysis system systems
    model models design learning deep neural network networks data method approach
    report reports preliminary survey overview framework evaluation efficient novel
    application applications perspective perspectives challenges algorithm algorithms
    email tel fax phone address office room building campus street road
    january february july september october november december
    semester year
    ieee acm springer elsevier wiley nature arxiv google scholar citations cited
    total since index home follow verified
    recherche conference conferences universites emerite emeritus
    rector magnificus anno accademico
    distinction distinctions honours laude summa magna
    officer officers chief deputy executive managing manager chancellor vice coordinator
    secretary lecturer technician
    informe acta certificado certifico declaracion relatorio parecer
    tese tesi doutorado doctorado dottorato doctorat mestrado maestria dissertacao disertacion
    trabalho trabajo conclusao monografia licenciatura laurea memoire diplomarbeit
    masterarbeit doktorarbeit praca doktorska diplomska diplomova bakalarska doktora lisans
    grade cames duyet cua especialidad especializacao
    vocal vocales comision revisora presidente secretario
    roll enrollment enrolment registration matriculation
    view settings notification notifications assignment progress dashboard screen menu module
    login logout profile calendar interview invitation organization organisation
    lembar halaman persetujuan pengesahan pernyataan skripsi tesis disertasi pembimbing penguji
    susunan dewan ketua sekretaris anggota
    phys chem biol appl comput geophys astrophys biochem biophys environ ecol evol neurosci
    pharmacol immunol microbiol nucl astron theor natl acad commun mater polym catal spectrosc
    sci elec lett technol intl
    version final revised accepted received
    """
    )
)

# Hangul words that start with a surname syllable but are not names (이론, 정보, 한국...), and
# fragments that never occur inside a name. Checked after titles and labels are stripped.
HANGUL_NON_NAME_PARTS: tuple[str, ...] = words(
    """
    위원 대학 학과 학부 학교 논문 연구 심사 박사 석사 학위 공학 과학 전공 서명
    제출 년도 센터 기관 회사 교수 조교 강사 연구원 소속 주소 전화 이메일 날짜 일자 통신
    """
)

# Words that are also given names (김인준, 이승인, 김지도): not a name where they begin the
# text (인준서, 승인서, 지도교수), a name's given part where a surname syllable precedes them.
HANGUL_NON_NAME_STARTS: tuple[str, ...] = words("지도 인준 승인")

HANGUL_NON_NAMES: frozenset[str] = frozenset(
    words(
        """
    이상 이하 이론 이용 이후 이전 이번 이와 이는 이를 이에 이며 정보 정리 정의 전자 전기 전체
    전략 한국 한편 조사 조건 최종 최근 최적 최대 최소 방법 결과 결론 서론 본론 목차 요약 초록
    감사 참고 문헌 부록 그림 기계 화학 물리 수학 경영 경제 사회 문화 교육 의학 간호 약학 구조
    설계 분석 실험 측정 모델 시스템 장치 방식 제안 성능 평가 변화 하는 하였다 한다 기술 기존
    기반 기법 기준 기타 고찰 고려 공동 주요 주제 주관 차이 차원 신호 신뢰 안전 안정 오차 오류
    우리 우수 유사 유의 유형 임의 장점 단점 성분 성질 성장 송신 수신 심층 양자 연결 연속 연산
    원리 원인 인공 지능 진행 진단 표준 표현 하부 하위 함수 현재 현상 형태 홍보 황금 강화 강도
    곽선 구간 구현 권한 남은 노력 도구 도입 명령 문제 문장 민감 박막 배경 백색 변수 변환 범위
    마지막 명단 명부 명칭 명의 명시 일동 공저 공편 편저 공역 저자 역자 편자 단독 교신 주저
    지원자 신청자 작성자 확인자 제출자
    박영사 민음사 경문사 홍문사 동안
    구분 성명 직위 직급 날인 비고 확인 연락처 기간 연도 장소 일시 내용 직책 담당
    이력서 이력 경력 학력 수상 저서 역서 논저 학술 학회 발표 게재 등재
    추천서 보고서 확인서 증명서 신청서 서약서 동의서 계획서
    도서관 박물관 미술관 기념관 전시관
    정회원 준회원 비회원 종신회원 평생회원 학생회원
    """
    )
)

# Endings of Korean sentences and particles that no given name ends with.
HANGUL_NON_NAME_ENDINGS: tuple[str, ...] = words(
    "하다 한다 된다 이다 있다 였다 했다 이며 에서 으로 하여 하고 에게 까지 부터 에는 는 를 및 적"
)
