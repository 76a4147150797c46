"""Every gateway built from settings redacts likely secrets before a request leaves the machine."""

from __future__ import annotations

from contexty_qt.core.llm.gateway import LLMGateway
from contexty_qt.core.services import CoreServices
from tests.fakes.openai_server import FakeOpenAIServer

KEY = "sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vX7zA2cE4gI6kM8oQ0s"


def _sent(core: CoreServices, server: FakeOpenAIServer, text: str) -> str:
    """What the server received when a gateway built from the settings sent `text`."""
    core.settings.set("llm.base_url", server.base_url)
    core.settings.set("llm.analysis_model", "fake-small")
    core.settings.set("llm.timeout_s", 2.0)
    gateway = LLMGateway(core.settings, core.secrets)
    try:
        gateway.complete("analysis", [{"role": "user", "content": text}])
    finally:
        gateway.close()
    return server.chat_requests()[-1].text


def test_a_key_in_a_capture_reaches_the_server_redacted(core: CoreServices, fake_openai: FakeOpenAIServer) -> None:
    sent = _sent(core, fake_openai, f"my key is {KEY} keep it")
    assert KEY not in sent
    assert "[REDACTED:" in sent and "keep it" in sent


def test_redaction_off_sends_the_text_as_captured(core: CoreServices, fake_openai: FakeOpenAIServer) -> None:
    core.settings.set("privacy.redact_secrets", False)
    assert KEY in _sent(core, fake_openai, f"my key is {KEY}")
