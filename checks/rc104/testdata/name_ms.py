# A Python timeout whose name states milliseconds is read in milliseconds,
# as an imported constant's is (nameUnit); one in seconds stays in seconds.
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("name-ms")

WAIT_MS = 5000
WAIT_SECONDS = 120


def _client_get(url, timeout):
    return requests.get(url, timeout=timeout / 1000)


@mcp.tool()
def fetch(url: str) -> str:
    return requests.get(url, timeout=WAIT_SECONDS).text  # want: RC104


@mcp.tool()
def fetch_quick(url: str, browser) -> str:
    return browser.wait(url, timeout=WAIT_MS)
