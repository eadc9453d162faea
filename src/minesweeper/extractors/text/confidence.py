"""How much each reader's finding is worth: one named table, so that the readers' relative
trust is stated (and tuned) in one place. Values are 0-1 before OCR word confidence scales
them; below `HUMAN_REVIEW_CONFIDENCE` (0.7) a person needs a human."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Confidences:
    byline: float = 0.9  # a paper's author line between title and abstract
    publication_entry: float = 0.85  # an entry of a publication list with the applicant
    scholar_coauthor: float = 0.9  # Scholar's structured co-author list
    scholar_publication: float = 0.85  # an author string of a Scholar publication row
    scholar_coauthor_line: float = 0.85  # a co-author line under its heading (no structure)
    scholar_author_line: float = 0.8  # any line listing the applicant among others
    acknowledgement: float = 0.75  # thanked by role in prose: the role is read off a phrase
    joint_work: float = 0.8  # a thesis's "Chapter 4 is joint work with A and B": its own words
    spanned_role: float = 0.85  # a role read from a cell spanning the member's row
    seal_or_signature: float = 0.8  # at most: a mark beside a name is seen, not read
    attributed_slot: float = 0.5  # an unread handwritten slot given the one name that fits
    partial_name: float = 0.3  # "김교수": someone, but not a full name
    ocr_noise_below: float = 0.45  # an OCR'd name below this is noise, not evidence


CONFIDENCE = Confidences()
