"""PySide6 widgets. Everything here receives its services through constructors (see app.py)."""
