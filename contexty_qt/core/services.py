"""Build the core services in one place, for the GUI's composition root and for the CLI."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from contexty_qt.core.commands import UndoStack
from contexty_qt.core.events import EventBus
from contexty_qt.core.paths import config_dir, resolve_data_dir
from contexty_qt.core.secrets import SecretStore
from contexty_qt.core.settings import Settings
from contexty_qt.core.store import Store
from contexty_qt.core.tree import MemoryTree
from contexty_qt.core.workspace import CurrentWorkspace


@dataclass
class CoreServices:
    settings: Settings
    secrets: SecretStore
    store: Store
    bus: EventBus
    tree: MemoryTree
    workspace: CurrentWorkspace  # which workspace is current; chat, retrieval and the views follow it

    @property
    def data_dir(self) -> Path:
        return self.store.data_dir

    def close(self) -> None:
        self.workspace.close()
        self.store.close()


def open_settings() -> Settings:
    return Settings(config_dir() / "settings.json")


def open_core(data_dir: str | None = None, settings: Settings | None = None) -> CoreServices:
    settings = settings or open_settings()
    store = Store(resolve_data_dir(data_dir, settings.get("data_dir")))
    bus = EventBus()
    tree = MemoryTree(store, bus, UndoStack())
    return CoreServices(settings, SecretStore(), store, bus, tree, CurrentWorkspace(store, bus))
