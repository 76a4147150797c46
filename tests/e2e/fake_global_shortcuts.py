#!/usr/bin/python3
"""A stand-in org.freedesktop.portal.GlobalShortcuts (spec version 1) for the e2e test, on Debian's
python3-gi: CreateSession and BindShortcuts answer through Request.Response like a real portal,
BindShortcuts reports the trigger "the user chose", and Activated fires for "region" right after."""

from gi.repository import Gio, GLib

XML = """<node><interface name="org.freedesktop.portal.GlobalShortcuts">
<method name="CreateSession"><arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>
<method name="BindShortcuts"><arg type="o" direction="in"/><arg type="a(sa{sv})" direction="in"/>
<arg type="s" direction="in"/><arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>
<signal name="Activated"><arg type="o"/><arg type="s"/><arg type="t"/><arg type="a{sv}"/></signal>
<property name="version" type="u" access="read"/>
</interface></node>"""
PATH = "/org/freedesktop/portal/desktop"
node = Gio.DBusNodeInfo.new_for_xml(XML)


def request_path(sender, token):
    return f"{PATH}/request/{sender[1:].replace('.', '_')}/{token}"


def respond(conn, sender, path, results):
    conn.emit_signal(sender, path, "org.freedesktop.portal.Request", "Response",
                     GLib.Variant("(ua{sv})", (0, results)))


def call(conn, sender, path, iface, method, params, invocation):
    if method == "CreateSession":
        options = params.unpack()[0]
        req = request_path(sender, options["handle_token"])
        session = f"{PATH}/session/{sender[1:].replace('.', '_')}/{options['session_handle_token']}"
        invocation.return_value(GLib.Variant("(o)", (req,)))
        GLib.timeout_add(20, lambda: respond(conn, sender, req, {"session_handle": GLib.Variant("s", session)}))
    elif method == "BindShortcuts":
        session, shortcuts, _parent, options = params.unpack()
        print("BIND", [(name, props) for name, props in shortcuts], flush=True)
        req = request_path(sender, options["handle_token"])
        invocation.return_value(GLib.Variant("(o)", (req,)))
        chosen = [(name, {"description": GLib.Variant("s", props["description"]),
                          "trigger_description": GLib.Variant("s", "Meta+Shift+S" if name == "region" else "")})
                  for name, props in shortcuts]
        GLib.timeout_add(20, lambda: respond(conn, sender, req, {"shortcuts": GLib.Variant("a(sa{sv})", chosen)}))
        GLib.timeout_add(300, lambda: conn.emit_signal(
            sender, PATH, "org.freedesktop.portal.GlobalShortcuts", "Activated",
            GLib.Variant("(osta{sv})", (session, "region", 1, {}))) and False)


def get_property(conn, sender, path, iface, name):
    return GLib.Variant("u", 1)


def acquired(conn, name):
    conn.register_object(PATH, node.interfaces[0], call, get_property, None)
    print("READY", flush=True)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.portal.Desktop", 0, acquired, None, None)
GLib.MainLoop().run()
