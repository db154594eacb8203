import os

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("env")

DEFAULT_MAX_TIMEOUT_SECONDS = 300


def _positive_int_from_env(name: str, default: int) -> int:
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = int(raw)
    return value if value > 0 else default


MAX_TIMEOUT = _positive_int_from_env("SHELL_MAX_TIMEOUT", DEFAULT_MAX_TIMEOUT_SECONDS)
QUICK_TIMEOUT = _positive_int_from_env("SHELL_QUICK_TIMEOUT", 10)


@mcp.tool()
def run_report(q: str) -> str:
    # 300 s unless someone sets the variable
    return requests.get("https://example.com/r", params={"q": q}, timeout=MAX_TIMEOUT).text  # want: RC104


@mcp.tool()
def quick(q: str) -> str:
    return requests.get("https://example.com/q", params={"q": q}, timeout=QUICK_TIMEOUT).text


@mcp.tool()
def run_clamped(q: str, timeout: int = 20) -> str:
    # the caller's timeout is clamped to 300 s: the maximum is the bound
    return requests.get("https://example.com/r", params={"q": q}, timeout=min(timeout, MAX_TIMEOUT)).text  # want: RC104


@mcp.tool()
def run_capped(q: str, timeout: int = 20) -> str:
    return requests.get("https://example.com/r", params={"q": q}, timeout=min(timeout, 25)).text


@mcp.tool()
def run_settings(q: str) -> str:
    # a name with "env" in it but no default argument: not read
    return requests.get("https://example.com/r", params={"q": q}, timeout=load_environment()).text
