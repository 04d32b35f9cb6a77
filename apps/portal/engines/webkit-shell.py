#!/usr/bin/python3
# The smallest WebKitGTK browser that WebKitWebDriver can drive. Debian's MiniBrowser runs every
# automation session in an ephemeral (private) data store, where WebKit never writes a page's
# console to the system console; this shell keeps a throw-away data store (a folder the test
# gives it) instead, so every console message of the page, the engine's own (a CSP directive it
# does not know) included, reaches stderr as "<url>:<line>:<column>: CONSOLE <LEVEL> <text>",
# where the cross-engine tests read them.
import os
import sys

# GIO's netlink monitor calls a machine without a default route (a sandbox, a CI container)
# offline, and WebKit then tells the page so: the portal would not fetch its deferred parts. The
# base monitor counts the loopback, which is all the tests use. Set before WebKit's processes start.
os.environ['GIO_USE_NETWORK_MONITOR'] = 'base'

import gi  # noqa: E402

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

if '--automation' not in sys.argv:
    sys.exit('webkit-shell: only for WebKitWebDriver (--automation)')

# A folder of the test's own (engines.ts makes it and removes it once the browser is gone).
data = os.environ['PORTAL_WEBKIT_DATA']
manager = WebKit2.WebsiteDataManager(base_data_directory=data, base_cache_directory=data)
context = WebKit2.WebContext(website_data_manager=manager)
context.set_automation_allowed(True)
settings = WebKit2.Settings(enable_write_console_messages_to_stdout=True)
windows = []


def create_view(_session):
    view = WebKit2.WebView(web_context=context, settings=settings, is_controlled_by_automation=True)
    window = Gtk.Window()
    window.set_default_size(1280, 800)
    window.add(view)
    window.show_all()
    windows.append(window)

    def closed(_view):
        window.destroy()
        windows.remove(window)

    view.connect('close', closed)
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('portal-webkit')
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect('create-web-view', create_view)


context.connect('automation-started', automation_started)
Gtk.main()
