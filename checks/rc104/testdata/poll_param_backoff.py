import time
import urllib.error
import urllib.request

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("steps")

API = "https://api.example.com"


def get(path: str, retries: int = 3) -> bytes:
    # retries passes x a 30 s timeout + a computed backoff: at least 90 s
    for attempt in range(retries):  # want: RC104
        req = urllib.request.Request(f"{API}{path}")
        try:
            with urllib.request.urlopen(req, timeout=30) as resp:
                return resp.read()
        except (TimeoutError, urllib.error.URLError):
            if attempt < retries - 1:
                backoff = 2 ** (attempt + 1)
                time.sleep(backoff)
                continue
            raise
    raise RuntimeError("unreachable")


def get_quick(path: str, retries: int = 2) -> bytes:
    # Clean look-alike: 2 passes x a 5 s timeout (+ a 2 s backoff) stay
    # within the 30 s tool budget.
    for attempt in range(retries):
        req = urllib.request.Request(f"{API}{path}")
        try:
            with urllib.request.urlopen(req, timeout=5) as resp:
                return resp.read()
        except (TimeoutError, urllib.error.URLError):
            if attempt < retries - 1:
                time.sleep(2 ** (attempt + 1))
                continue
            raise
    raise RuntimeError("unreachable")


@mcp.tool()
def steps(day: str) -> str:
    data = get("/steps/" + day)  # want: RC104
    return data.decode()


@mcp.tool()
def steps_quick(day: str) -> str:
    return get_quick("/steps/" + day).decode()
