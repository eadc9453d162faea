"""cluster_names: complete linkage over auto-merge levels."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from minesweeper.names import match
from minesweeper.names.cluster import cluster_names, fits_all
from tests.unit.names.strategies import CHECKED, NAMES

# Property tests: hundreds of generated examples each; the full suite runs them.
pytestmark = pytest.mark.slow


def test_spellings_of_one_person_form_one_cluster() -> None:
    names = ["박서연", "Sujin Park", "Seoyeon Park", "Seo-Yeon Pak", "Park Seoyeon", "박수진"]
    assert cluster_names(names) == [[0, 2, 3, 4], [1, 5]]


def test_a_bridge_name_does_not_chain_two_people() -> None:
    # "Sun Park" spells 박선 (Seon) and 박순 (Sun); the two Hangul names are two people.
    clusters = cluster_names(["Seon Park", "Sun Park", "박순"])
    assert [0, 1, 2] not in clusters
    assert sorted(i for cluster in clusters for i in cluster) == [0, 1, 2]


def test_short_forms_fit_only_consistent_groups() -> None:
    assert fits_all("S. Park", ["박서연", "Seoyeon Park"])
    assert not fits_all("S. Park", ["박서연", "Jihoon Park"])
    assert not fits_all("S. Park", [])


@given(st.lists(NAMES, max_size=8))
@CHECKED
def test_every_pair_inside_a_cluster_auto_matches(names: list[str]) -> None:
    clusters = cluster_names(names)
    assert sorted(i for cluster in clusters for i in cluster) == list(range(len(names)))
    for cluster in clusters:
        assert cluster == sorted(cluster)
        for i in cluster:
            for j in cluster:
                assert i == j or match(names[i], names[j]).auto_merge
