"""Chat UI (issue 4): one `ChatSession` (model.py) drawn by two `ChatView`s: the chat panel of the
main window (view.ChatPanel) and the floating, always-on-top chat window (window.FloatingChatWindow)."""
