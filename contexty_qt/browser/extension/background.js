// Contexty Connector: tells the Contexty desktop app which page is in front, and saves a selection
// or a page to it. Everything goes to the native messaging host "org.contexty.native_host" (the
// `contexty browser install` command registers it); nothing is fetched, nothing leaves the computer.
// Private/incognito windows: the manifest says "not_allowed", and every path below checks again.
"use strict";

const api = globalThis.browser ?? globalThis.chrome;
const HOST = "org.contexty.native_host";
const HEARTBEAT_MS = 2000; // the app trusts a report for a few seconds only
const MAX_TEXT = 100000; // characters of a selection; the host refuses larger messages

let port = null;
// the window focus last moved to, as onFocusChanged said (WINDOW_ID_NONE: another app, or a
// private window we may not see); null until the first event
let focusedWindow = null;

function connect() {
  if (port !== null) {
    return port;
  }
  try {
    port = api.runtime.connectNative(HOST);
  } catch (error) {
    port = null;
    return null;
  }
  port.onDisconnect.addListener(() => {
    // reading lastError marks it handled (the host is not installed, or the app refused us)
    void (api.runtime.lastError);
    port = null;
  });
  port.onMessage.addListener(() => {});
  return port;
}

function send(message) {
  const target = connect();
  if (target === null) {
    return;
  }
  try {
    target.postMessage(message);
  } catch (error) {
    port = null;
  }
}

function isWeb(url) {
  return typeof url === "string" && (url.startsWith("https://") || url.startsWith("http://"));
}

// ---- which page is in front ----------------------------------------------------------------
async function reportFocused() {
  let win;
  try {
    win = await api.windows.getLastFocused({ populate: true });
  } catch (error) {
    return;
  }
  // a focused private window is invisible to us: the last normal window is then not focused
  // (Chromium), or focus moved to WINDOW_ID_NONE (Firefox keeps `focused` on the normal window)
  if (!win || !win.focused || win.incognito || (focusedWindow !== null && win.id !== focusedWindow)) {
    send({ type: "blur" });
    return;
  }
  const tab = (win.tabs || []).find((t) => t.active);
  if (!tab || tab.incognito || !isWeb(tab.url)) {
    send({ type: "blur" });
    return;
  }
  send({ type: "tab", url: tab.url, title: tab.title || "", window_id: win.id, tab_id: tab.id });
}

api.tabs.onActivated.addListener(() => void reportFocused());
api.tabs.onUpdated.addListener((tabId, change, tab) => {
  if (tab.active && (change.url !== undefined || change.title !== undefined || change.status === "complete")) {
    void reportFocused();
  }
});
api.windows.onFocusChanged.addListener((windowId) => {
  focusedWindow = windowId;
  void reportFocused();
});
// an open native port keeps the background alive; the heartbeat keeps the report fresh
setInterval(() => void reportFocused(), HEARTBEAT_MS);
void reportFocused();

// ---- saving ----------------------------------------------------------------------------------
async function readSelection(tab) {
  try {
    const [result] = await api.scripting.executeScript({
      target: { tabId: tab.id },
      func: () => String(globalThis.getSelection ? globalThis.getSelection() : ""),
    });
    return result && typeof result.result === "string" ? result.result : "";
  } catch (error) {
    return ""; // pages the extension may not script (the web store, PDFs)
  }
}

async function selectedText(tab, fallback) {
  let text = await readSelection(tab);
  if (!text.trim()) {
    // right after a key press the page may not have answered yet: ask once more
    await new Promise((resolve) => setTimeout(resolve, 150));
    text = await readSelection(tab);
  }
  return text.trim() ? text : fallback || "";
}

async function save(tab, kind, fallbackText) {
  if (!tab || tab.incognito || !isWeb(tab.url)) {
    return;
  }
  const text = kind === "selection" ? (await selectedText(tab, fallbackText)).slice(0, MAX_TEXT) : "";
  send({ type: "save", kind: text.trim() ? "selection" : "page", text, url: tab.url, title: tab.title || "" });
}

function createMenus() {
  api.contextMenus.removeAll(() => {
    api.contextMenus.create({ id: "contexty-save-selection", title: "Save selection to Contexty",
                              contexts: ["selection"] });
    api.contextMenus.create({ id: "contexty-save-page", title: "Save this page to Contexty", contexts: ["page"] });
  });
}

api.runtime.onInstalled.addListener(createMenus);
api.runtime.onStartup.addListener(createMenus);

api.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === "contexty-save-selection") {
    void save(tab, "selection", info.selectionText);
  } else if (info.menuItemId === "contexty-save-page") {
    void save(tab, "page", "");
  }
});

api.commands.onCommand.addListener(async (command, tab) => {
  if (command !== "save-to-contexty") {
    return;
  }
  let target = tab;
  if (!target) {
    const [active] = await api.tabs.query({ active: true, currentWindow: true });
    target = active;
  }
  void save(target, "selection", "");
});
