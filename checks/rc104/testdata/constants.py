# Timeouts from a module constant, or from an environment read's default
# (issue 18, batch 4: aws-mcp-server's DEFAULT_TIMEOUT = int(os.environ.get(
# "AWS_MCP_TIMEOUT", "300"))): over budget unless someone sets the variable.
import os

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")

DEFAULT_TIMEOUT = int(os.environ.get("APP_TIMEOUT", "300"))
REPORT_TIMEOUT = 5 * 60
FAST_TIMEOUT = float(os.getenv("FAST_TIMEOUT", "10"))


@mcp.tool()
def run_report(q: str) -> str:
    return requests.get("https://example.com/report", params={"q": q}, timeout=DEFAULT_TIMEOUT).text  # want: RC104


@mcp.tool()
def long_report(q: str) -> str:
    return requests.get("https://example.com/long", params={"q": q}, timeout=REPORT_TIMEOUT).text  # want: RC104


# Clean look-alikes: a constant within the budget, and a local or parameter
# (not judged).
@mcp.tool()
def quick(q: str) -> str:
    return requests.get("https://example.com/quick", params={"q": q}, timeout=FAST_TIMEOUT).text


@mcp.tool()
def chosen(q: str, seconds: int = 20) -> str:
    limit = seconds
    return requests.get("https://example.com/chosen", params={"q": q}, timeout=limit).text
