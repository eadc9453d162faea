"""A small hand-made report, shared by the export tests."""

from __future__ import annotations

from minesweeper.screening.conflicts.report import CandidateRow, Party, ReportData


def sample_report() -> ReportData:
    evidence = {
        "relation": "advisor",
        "reviewer_form": "홍길동",
        "matched_form": "홍길동",
        "match_level": "exact",
        "role": "advisor",
        "document": "1",
        "filename": "학위논문.pdf",
        "page": 3,
        "source_kind": "seal",
        "quote": "지도교수 홍길동 (인)",
    }
    return ReportData(
        round_id=1,
        round_name="2026 전임교원 공채",
        generated_at="2026-11-30T06:00:00+00:00",
        reviewers=[
            Party(10, "홍길동", "Gildong Hong", "R01", "KAIST"),
            Party(11, "김철수", None, "R02"),
        ],
        applicants=[Party(20, "나지원", "Jiwon Na", "A01")],
        rows=[
            CandidateRow(
                1,
                10,
                20,
                "홍길동",
                "홍길동",
                "certain",
                "block",
                "exact",
                ["advisor"],
                ["advisor"],
                [evidence],
                "confirmed",
                "지도교수",
                "chair@example.org",
                "2026-11-30T06:10:00",
            ),
            CandidateRow(
                2,
                11,
                20,
                '=HYPERLINK("x")',
                "k",
                "possible",
                "review",
                "initials_only",
                ["coauthor"],
                ["coauthor"],
                [],
            ),
        ],
        policy=[{"relation": "advisor", "action": "block", "window_years": None}],
        documents=[
            {
                "id": 1,
                "applicant_id": 20,
                "filename": "학위논문.pdf",
                "folder_category": "thesis",
                "size": 10,
                "sha256": "ab" * 32,
            }
        ],
    )
