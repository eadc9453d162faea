"""CV lines beside the publication list: advisor and committee fields of degree entries
(`slots`), a research position's host or PI (`hosts`), and the career entries reviewers and
applicants share (`careers`).
"""
