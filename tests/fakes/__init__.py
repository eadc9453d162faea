"""Faithful local stand-ins for external servers, started by tests on loopback."""
