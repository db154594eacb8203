import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")


class ApiErr(Exception):
    def __init__(self, status, message):
        super().__init__(f"API error {status}: {message}")
        self.status = status


class QuietErr(Exception):
    def __init__(self, status, message):
        super().__init__(f"API error {status}")
        self.body = message


def get(path):
    r = httpx.get("http://x/" + path, timeout=5)
    if r.status_code >= 400:
        body = r.text
        raise ApiErr(r.status_code, body)  # want: RC402
    return r.json()


def get_kw(path):
    r = httpx.get("http://x/" + path, timeout=5)
    if r.status_code >= 400:
        raise ApiErr(status=r.status_code, message=r.text)  # want: RC402
    return r.json()


def get_quiet(path):
    r = httpx.get("http://x/" + path, timeout=5)
    if r.status_code >= 400:
        raise QuietErr(r.status_code, r.text)
    return r.json()


def get_ok(path):
    r = httpx.get("http://x/" + path, timeout=5)
    if r.status_code >= 400:
        raise ApiErr(r.status_code, "the upstream refused the request")
    return r.json()


@mcp.tool()
def t1(p: str) -> str:
    return str(get(p))


@mcp.tool()
def t2(p: str) -> str:
    return str(get_kw(p))


@mcp.tool()
def t3(p: str) -> str:
    return str(get_quiet(p))


@mcp.tool()
def t4(p: str) -> str:
    return str(get_ok(p))
