"""Pytest fixtures around the fakes (registered from tests/conftest.py)."""
