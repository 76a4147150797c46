"""The long-term memory UI (issue 7): the repository window (search, map, sessions, faded, disk), the
workspace switcher, and `LongtermFeature`, which wires sessions, post-thinking and these views into
the app (core: contexty_qt/core/longterm/)."""
