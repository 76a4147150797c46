"""The product's brain. Nothing under this package may import Qt (tests/core/test_boundaries.py)."""
