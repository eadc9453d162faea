"""Approval, signature and title pages: role labels and the names they label, as rows and
cells of a page's lines (`slots`), committee blocks and runs (`committee`), form fields
(`fields`), signature lines (`signed_lines`), jury rows with the role last (`jury_rows`) and
wrapped over lines (`wrapped_rows`), where an approval block ends (`sections`), label tables
and vertical labels (`tables`, `spans`), the seals and signatures beside a name on a scan
(`seals`), and the account of every label that gave no person (`slotcheck`).
"""
