"""The web tests of the conflict matrix reuse the seeded world of the web tests."""

from tests.integration.web.conftest import password_hash, world  # noqa: F401 - fixtures, used by name
