"""Approval, signature and title pages: role labels and the names they label, as rows and
cells of a page's lines (`slots`, which runs the readers in turn): committee blocks and runs
(`committee`), jury rows with the role last (`jury_rows`) and wrapped over lines
(`wrapped_rows`), labels alone on their lines (`lone_labels`), a form's name fields under a
role heading (`name_field_rows`), label rows over name rows
(`grids`), the labels of one line's cells (`labelled_cells`, with `advised_by` phrases and
form `fields`), signature blocks side by side (`stacked`), signature lines (`signed_lines`),
where an approval block ends (`sections`), label tables and vertical labels (`tables`,
`spans`), the seals and signatures beside a name on a scan (`seals`), and the account of
every label that gave no person (`slotcheck`). `role_filter` keeps a CV's advisors alone.
"""
