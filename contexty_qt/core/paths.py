"""Where things live on disk. Environment variables override platformdirs (tests, portable use)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from contexty_qt import APP_NAME


def config_dir() -> Path:
    return Path(os.environ.get("CONTEXTY_CONFIG_DIR") or platformdirs.user_config_dir(APP_NAME))


def log_dir() -> Path:
    return Path(os.environ.get("CONTEXTY_LOG_DIR") or platformdirs.user_log_dir(APP_NAME))


def default_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME))


def resolve_data_dir(cli_value: str | None = None, settings_value: str = "") -> Path:
    """--data-dir beats CONTEXTY_DATA_DIR beats the data_dir setting beats the platform default."""
    chosen = cli_value or os.environ.get("CONTEXTY_DATA_DIR") or settings_value
    return Path(chosen).expanduser().resolve() if chosen else default_data_dir()
