import requests

from app.callback import CallbackServer


def login_flow():
    server = CallbackServer(port=29170)
    # the loopback redirect waits for the person to finish logging in in the
    # browser (RFC 8252 section 7.3), not for an upstream
    return server.wait_for_callback(timeout=300)


def fetch_report(q):
    # the same 300 s on an upstream request holds the tool call
    return requests.get("https://reports.example.com/run", params={"q": q}, timeout=300).text  # want: RC104 whole-only
