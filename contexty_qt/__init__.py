"""Contexty-Qt: capture in-the-moment thinking, see and correct what the AI understood."""

__version__ = "0.1.0"
APP_NAME = "contexty-qt"
