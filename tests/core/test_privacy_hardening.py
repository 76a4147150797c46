"""Issue 8, secrets and privacy: nothing secret leaves through the model or the embeddings endpoint,
captured content never reaches INFO+ logs, keys stay in the key store, files are private."""

from __future__ import annotations

import io
import json
import logging
import os
import re
import sqlite3
import stat
from pathlib import Path

import pytest
from PIL import Image

from contexty_qt.core.chat import threads as th
from contexty_qt.core.chat.service import ChatService
from contexty_qt.core.embeddings import EmbeddingIndex, create_embedder
from contexty_qt.core.llm.gateway import LLMConfig, LLMGateway
from contexty_qt.core.logsetup import setup_logging
from contexty_qt.core.model import Provenance, SourceType
from contexty_qt.core.paths import config_dir, log_dir
from contexty_qt.core.redaction import redactor_for
from contexty_qt.core.retrieval.service import RetrievalService
from contexty_qt.core.secrets import NoKeyringError, SecretStore
from contexty_qt.core.services import CoreServices, open_core
from contexty_qt.core.wiring import create_runner
from tests.core.pipeline_support import WordEmbedder, default_routes
from tests.fakes.keyring import MemoryKeyring
from tests.fakes.openai_server import FakeOpenAIServer, Reply

OPENAI_KEY = "sk-proj-" + "Zq81MbcLx02NwE5yTr7Uv3Ka9Sd4Fg6Hj"
GITHUB_TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


def png_bytes() -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (40, 20), "white").save(buffer, "PNG")
    return buffer.getvalue()


# ---- the gateway and the embeddings backend --------------------------------------------------------
def test_gateway_with_redactor_for_sends_no_secret_and_follows_the_setting(services: CoreServices,
                                                                           fake_openai: FakeOpenAIServer) -> None:
    """The wiring the lead adds in create_runner and the chat: LLMGateway(..., redact=redactor_for(settings))."""
    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small", timeout_s=5),
                         redact=redactor_for(services.settings))
    default_routes(fake_openai)
    memory = services.tree.add_memory(SourceType.SNIPPET, text=f"deploy with OPENAI_API_KEY={OPENAI_KEY}",
                                      memo=f"my token {GITHUB_TOKEN}")
    runner = create_runner(services, gateway=gateway, ocr=lambda name: "", embedder=WordEmbedder(), in_process=True)
    try:
        runner.run_until_idle()
        sent = json.dumps([r.body for r in fake_openai.chat_requests()])
        assert fake_openai.chat_requests("analysis")
        assert OPENAI_KEY not in sent and GITHUB_TOKEN not in sent
        assert "[REDACTED:openai-key]" in sent and "[REDACTED:github-token]" in sent
        assert services.store.get_memory(memory.id).text.endswith(OPENAI_KEY)  # kept as captured, locally
        services.settings.set("privacy.redact_secrets", False)
        fake_openai.reset()
        default_routes(fake_openai)
        services.tree.add_memory(SourceType.SNIPPET, text=f"second {OPENAI_KEY}")
        runner.run_until_idle()
        assert OPENAI_KEY in json.dumps([r.body for r in fake_openai.chat_requests("analysis")])
    finally:
        runner.close()
        gateway.close()


def test_openai_embeddings_are_redacted_and_password_prompt_captures_withheld(
        services: CoreServices, fake_openai: FakeOpenAIServer) -> None:
    services.settings.set("embeddings.backend", "openai")
    services.settings.set("embeddings.model", "fake-embed")
    services.settings.set("llm.base_url", fake_openai.base_url)
    tree = services.tree
    tree.add_memory(SourceType.SNIPPET, text=f"the key is {OPENAI_KEY}", memo=f"and {GITHUB_TOKEN}")
    tree.add_memory(SourceType.SNIPPET, text="an ordinary words passphrase", provenance=Provenance(
        "pinentry-gtk-2", "Passphrase"))
    tree.add_memory(SourceType.SNIPPET, text="Tr0ub4dor&3", provenance=Provenance("xterm", "notes"))
    embedder = create_embedder(services.settings, services.secrets)
    try:
        index = EmbeddingIndex(services.store, embedder)
        assert index.ensure() > 0
        index.embed_query(f"where did I put {OPENAI_KEY}")
        sent = json.dumps([r.body for r in fake_openai.requests if r.path.endswith("/embeddings")])
        for secret in (OPENAI_KEY, GITHUB_TOKEN, "ordinary words passphrase", "Tr0ub4dor&3"):
            assert secret not in sent
        for placeholder in ("openai-key", "github-token", "password-field", "password"):
            assert f"[REDACTED:{placeholder}]" in sent
    finally:
        embedder.close()


# ---- logs ------------------------------------------------------------------------------------------
MARKERS = {
    "memo": "memomarker quokka",
    "text": "selectedmarker narwhal",
    "ocr": "ocrmarker axolotl",
    "answer": "answermarker pangolin",
    "question": "questionmarker okapi",
}


def test_captured_content_and_answers_never_reach_info_logs(services: CoreServices, fake_openai: FakeOpenAIServer,
                                                            caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG, logger="contexty")
    gateway = LLMGateway(config=LLMConfig(base_url=fake_openai.base_url, analysis_model="fake-small",
                                          chat_model="fake-large", timeout_s=5))
    default_routes(fake_openai)
    fake_openai.on("analysis", Reply(json={"title": f"Title {MARKERS['answer']}", "summary": MARKERS["answer"],
                                           "tags": ["zzznewtag"], "new_tags": [{"tag": "zzznewtag",
                                                                               "parent": "work"}],
                                           "user_context": MARKERS["answer"]}))
    tree = services.tree
    tree.add_memory(SourceType.SNIPPET, text=MARKERS["text"], memo=MARKERS["memo"],
                    provenance=Provenance("editor", "notes.md"))
    tree.add_memory(SourceType.OBSERVATION, image=png_bytes(), provenance=Provenance("viewer", "picture"))
    runner = create_runner(services, gateway=gateway, ocr=lambda name: MARKERS["ocr"], embedder=WordEmbedder(),
                           in_process=True)
    retrieval = RetrievalService(services.store, services.bus)
    try:
        runner.run_until_idle()
        runner.run_until_idle()
        fake_openai.on("chat_plan", Reply(json={"memories": True, "conversation": False, "queries": ["notes"]}))
        fake_openai.on("chat_relevance", lambda r: Reply(json={"relevant": re.findall(r"\bm\d+", r.last_user)}))
        fake_openai.on("chat_importance", Reply(json={"ratings": []}))
        fake_openai.on("chat_answer", Reply(content=f"Here: {MARKERS['answer']} [m1]."))
        retrieval.build_now()
        threads = th.ThreadStore(services.store, services.bus)
        chat = ChatService(threads, tree, gateway, retrieval, settings=services.settings)
        result = chat.ask(threads.create().id, f"What about {MARKERS['question']}?")
        assert MARKERS["answer"] in result.content
    finally:
        retrieval.close()
        runner.close()
        gateway.close()
    sent = json.dumps([r.body for r in fake_openai.chat_requests()])
    assert all(marker in sent for key, marker in MARKERS.items() if key != "answer")  # the content did flow
    loud = [r for r in caplog.records if r.levelno >= logging.INFO]
    assert any("job" in r.getMessage() for r in loud)  # the pipeline did log at INFO
    for record in loud:
        line = record.getMessage() + (record.exc_text or "")
        for marker in [*MARKERS.values(), "zzznewtag"]:
            for word in marker.split():
                assert word not in line, f"{record.name} {record.levelname}: {line}"


# ---- keys ------------------------------------------------------------------------------------------
def _all_bytes_under(*folders: Path) -> bytes:
    return b"".join(p.read_bytes() for folder in folders if folder.exists() for p in folder.rglob("*") if p.is_file())


def test_a_configured_key_is_only_in_the_keyring(os_keyring: MemoryKeyring, capsys: pytest.CaptureFixture[str],
                                                 fake_openai: FakeOpenAIServer) -> None:
    from contexty_qt.cli import main

    key = "sk-proj-" + "KeyringOnly9x8y7z6w5v4u3t2s1r0q"
    setup_logging(log_dir(), verbose=True, console=False)  # DEBUG into the log file, the most talkative
    try:
        assert main(["settings", "set", "llm.base_url", fake_openai.base_url]) == 0
        assert main(["settings", "set", "llm.analysis_model", "fake-small"]) == 0
        assert main(["settings", "set", "llm.api_key", key]) == 0
        assert ("contexty-qt", "llm") in os_keyring.values and os_keyring.values[("contexty-qt", "llm")] == key
        fake_openai.on("analysis", Reply(json={"title": "T", "summary": "S", "tags": [], "user_context": "U"}))
        assert main(["add", "--text", "something to analyse"]) == 0
        core = open_core()
        try:
            gateway = LLMGateway(core.settings, core.secrets)
            assert gateway.config().api_key == key  # the key is used...
            gateway.close()
            export = config_dir().parent / "export.json"
            assert main(["export", "--format", "json", "-o", str(export)]) == 0
            assert main(["settings", "list"]) == 0
            data_dir = core.data_dir
        finally:
            core.close()
    finally:
        for handler in list(logging.getLogger("contexty").handlers):
            logging.getLogger("contexty").removeHandler(handler)
            handler.close()
    # ...and is nowhere else: not in settings.json, the database (any table), logs, exports or output
    out = capsys.readouterr()
    assert key not in out.out + out.err
    assert not (config_dir() / "secrets.json").exists()
    blob = _all_bytes_under(config_dir(), data_dir, log_dir()) + export.read_bytes()
    assert key.encode() not in blob
    with sqlite3.connect(data_dir / "contexty.sqlite3") as db:
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            assert key not in json.dumps(db.execute(f"SELECT * FROM {table}").fetchall(), default=str)


def test_without_a_keyring_no_key_is_written_and_the_environment_can_give_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SecretStore, "_usable_keyring", staticmethod(lambda: None))
    store = SecretStore(environ={})
    with pytest.raises(NoKeyringError, match="CONTEXTY_API_KEY"):
        store.set("llm", "k-123")
    store.set("llm", "")  # removing a key that is nowhere is fine
    assert not any(b"k-123" in f.read_bytes() for f in config_dir().parent.rglob("*") if f.is_file())
    assert store.get("llm") == "" and "environment" in store.describe()
    from_env = SecretStore(environ={"CONTEXTY_API_KEY": "k-env", "CONTEXTY_API_KEY_WORK": "k-work"})
    assert from_env.get("llm") == "k-env" and from_env.get("work") == "k-work"


# ---- permissions -----------------------------------------------------------------------------------
def test_data_dir_database_images_settings_and_logs_are_private(data_dir: Path) -> None:
    core = open_core(str(data_dir))
    try:
        core.tree.add_memory(SourceType.OBSERVATION, image=png_bytes())
        core.tree.add_memory(SourceType.SNIPPET, text="something")
        core.settings.set("llm.timeout_s", 12.0)
        images = list(core.store.images_dir.iterdir())
        wal = Path(str(core.store.db_path) + "-wal")
        assert stat.S_IMODE(data_dir.stat().st_mode) == 0o700
        assert stat.S_IMODE(core.store.images_dir.stat().st_mode) == 0o700
        assert images and all(stat.S_IMODE(p.stat().st_mode) == 0o600 for p in images)
        assert stat.S_IMODE(core.store.db_path.stat().st_mode) == 0o600
        assert not wal.exists() or stat.S_IMODE(wal.stat().st_mode) == 0o600
        assert stat.S_IMODE(core.settings.path.stat().st_mode) == 0o600
    finally:
        core.close()


def test_log_folder_and_files_are_private() -> None:
    log_file = setup_logging(log_dir(), console=False)
    try:
        logging.getLogger("contexty.test").info("hello")
        assert stat.S_IMODE(log_file.parent.stat().st_mode) == 0o700, oct(log_file.parent.stat().st_mode)
        assert stat.S_IMODE(log_file.stat().st_mode) == 0o600, oct(log_file.stat().st_mode)
    finally:
        for handler in list(logging.getLogger("contexty").handlers):
            logging.getLogger("contexty").removeHandler(handler)
            handler.close()


# ---- password prompts ------------------------------------------------------------------------------
@pytest.mark.parametrize("app,title", [
    ("pinentry-gtk-2", "PIN entry"), ("gcr-prompter", "Unlock keyring"),
    ("polkit-gnome-authentication-agent-1", "Authenticate"), ("ssh-askpass", "OpenSSH"),
    ("xterm", "Enter passphrase for key"), ("Zenity", "Authentication required"),
])
def test_password_prompts_are_excluded_from_capture_by_default(services: CoreServices, app: str, title: str) -> None:
    from contexty_qt.core.privacy import PrivacyGuard

    assert PrivacyGuard(services.settings).exclusion_rule(Provenance(app, title)) is not None


def test_a_log_in_a_shared_sticky_folder_leaves_the_folder_open(tmp_path: Path) -> None:
    """A log written straight into /tmp (a bench's worker log did) must not chmod /tmp to 700: every
    other user of the machine then loses /tmp (the Wayland rig's dbus-daemon could not bind there)."""
    from contexty_qt.core.logsetup import private_log_dir

    shared = tmp_path / "shared-tmp"
    shared.mkdir()
    os.chmod(shared, 0o1777)
    private_log_dir(shared)
    assert stat.S_IMODE(shared.stat().st_mode) == 0o1777
    own = private_log_dir(tmp_path / "logs")
    assert stat.S_IMODE(own.stat().st_mode) == 0o700
