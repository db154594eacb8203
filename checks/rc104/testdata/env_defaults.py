import os

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("envdflt")


def parse_int(raw, default):
    return int(raw) if raw else default


# a conditional on the environment read and an `or`: the default unless someone sets it
EXPORT_TIMEOUT = int(os.environ["EXPORT_TIMEOUT"]) if "EXPORT_TIMEOUT" in os.environ else 300
QUICK_TIMEOUT = float(os.getenv("QUICK_TIMEOUT")) if os.getenv("QUICK_TIMEOUT") else 10.0
BATCH_TIMEOUT = int(os.getenv("BATCH_TIMEOUT") or 120)
SHORT_TIMEOUT = int(os.getenv("SHORT_TIMEOUT") or 15)
# a project's reader handed the raw value and a default
REPORT_TIMEOUT = parse_int(os.getenv("REPORT_TIMEOUT"), 3600)
PING_TIMEOUT = parse_int(os.getenv("PING_TIMEOUT"), 5)
# set only when the variable is missing: the default branch is the set one, unknown
ODD_TIMEOUT = 5 if os.getenv("ODD_TIMEOUT") is None else 600


@mcp.tool()
def export(q: str) -> str:
    return requests.get("https://example.com/e", params={"q": q}, timeout=EXPORT_TIMEOUT).text  # want: RC104


@mcp.tool()
def quick(q: str) -> str:
    return requests.get("https://example.com/q", params={"q": q}, timeout=QUICK_TIMEOUT).text


@mcp.tool()
def batch(q: str) -> str:
    return requests.get("https://example.com/b", params={"q": q}, timeout=BATCH_TIMEOUT).text  # want: RC104


@mcp.tool()
def short(q: str) -> str:
    return requests.get("https://example.com/s", params={"q": q}, timeout=SHORT_TIMEOUT).text


@mcp.tool()
def report(q: str) -> str:
    return requests.get("https://example.com/r", params={"q": q}, timeout=REPORT_TIMEOUT).text  # want: RC104


@mcp.tool()
def ping(q: str) -> str:
    return requests.get("https://example.com/p", params={"q": q}, timeout=PING_TIMEOUT).text


@mcp.tool()
def odd(q: str) -> str:
    return requests.get("https://example.com/o", params={"q": q}, timeout=ODD_TIMEOUT).text
