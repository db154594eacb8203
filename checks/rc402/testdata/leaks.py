import json
import logging
import traceback
import traceback as tb
from traceback import format_exc

import httpx
from fastapi import FastAPI, HTTPException
from fastapi.responses import JSONResponse
from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.shared.exceptions import McpError
from mcp.types import ErrorData, TextContent
from pydantic import ValidationError

import shutil
import sqlite3
import subprocess

import psycopg

log = logging.getLogger(__name__)
db = psycopg.connect("postgresql://app@db/app")
mcp = FastMCP("fixtures")
app = FastAPI()


class QuotaExceeded(Exception):
    """Raised with a message written for the caller."""


# ---- positives ----

@mcp.tool()
def read_note(path: str) -> str:
    try:
        return open(path).read()
    except OSError as e:
        return str(e)  # want: RC402


@mcp.tool()
async def lookup(city: str) -> dict:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            return (await client.get("https://api.example/" + city)).json()
    except httpx.HTTPError as exc:
        return {"error": f"lookup failed: {exc}"}  # want: RC402


@mcp.tool()
def run_report(name: str) -> dict:
    try:
        return build(name)
    except Exception:
        detail = tb.format_exc()
        return {"ok": False, "detail": detail}  # want: RC402


@mcp.tool()
def archive(name: str) -> str:
    try:
        return do_archive(name)
    except RuntimeError as err:
        raise ToolError("archive failed: " + repr(err))  # want: RC402


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[TextContent]:
    try:
        return [TextContent(type="text", text=run(name, arguments))]
    except Exception as e:
        return [TextContent(type="text", text="Error: %s" % e)]  # want: RC402


@app.get("/items/{item_id}")
def get_item(item_id: int):
    try:
        return load(item_id)
    except Exception as e:
        raise HTTPException(status_code=500, detail=str(e))  # want: RC402


def fetch_rows(q):
    try:
        return db.execute(q)
    except Exception as e:
        raise McpError(ErrorData(code=-32603, message="query failed: {}".format(e)))  # want: RC402


def health():
    try:
        ping()
    except ConnectionError as e:
        return JSONResponse({"status": "down", "why": e.args}, status_code=503)  # want: RC402


@mcp.tool()
def sync_all() -> dict:
    last = None
    for _ in range(3):
        try:
            return do_sync()
        except Exception as e:
            last = e
    return {"error": f"gave up: {last!r}"}  # want: RC402


# ---- negatives ----

@mcp.tool()
def logged_only(path: str) -> str:
    try:
        return open(path).read()
    except OSError as e:
        log.error("read failed: %s", e)
        log.exception(str(e))
        return "could not read the note"


@mcp.tool()
def validated(payload: dict) -> str:
    try:
        return Model.model_validate(payload).name
    except ValidationError as e:
        return f"invalid input: {e}"


@mcp.tool()
def quota(user: str) -> str:
    try:
        return spend(user)
    except QuotaExceeded as e:
        return str(e)


@mcp.tool()
def parse_count(raw: str) -> str:
    # the try raises ValueError itself with an authored message
    try:
        n = int(raw)
        if n < 0:
            raise ValueError("count must not be negative")
        return str(n)
    except ValueError as e:
        return f"bad count: {e}"


@mcp.tool()
def open_config(path: str) -> str:
    try:
        return load_config(path)
    except ValueError as e:  # raised somewhere below: its text is not authored here
        return f"bad config: {e}"  # want: RC402


@mcp.tool()
def branch_safe(user: str) -> str:
    try:
        return act(user)
    except Exception as e:
        if isinstance(e, (ToolError, QuotaExceeded)):
            return str(e)
        log.exception("act failed")
        return "internal error"


def helper_not_a_tool(path):
    # not a tool or a route: its caller decides what the client sees
    try:
        return open(path).read()
    except OSError as e:
        return str(e)


@mcp.tool()
def type_name_only(path: str) -> str:
    try:
        return open(path).read()
    except OSError as e:
        return f"read failed ({type(e).__name__})"


@mcp.tool()
def stack_logged(name: str) -> str:
    try:
        return run(name)
    except Exception:
        log.error("run failed: %s", format_exc())
        trace = traceback.format_exc()
        log.debug(trace)
        return "run failed; see the server log"


@mcp.tool()
def nested_callback(name: str) -> str:
    def on_error(e):
        return str(e)  # a parameter, not a caught error of this handler
    return run(name, on_error=on_error)


@mcp.tool()
def message_from_status(url: str) -> dict:
    try:
        return fetch(url)
    except httpx.HTTPStatusError as e:
        return {"error": f"upstream answered {e.response.status_code}"}


# ---- project error classes, input parsing, variables ----


@mcp.tool()
def parse_args(arguments: dict) -> str:
    try:
        args = Lookup(**arguments)
    except ValueError as e:  # only model validation in the try: the text describes the input
        return f"invalid arguments: {e}"
    return args.city


@mcp.tool()
def relative_error(city: str) -> str:
    from .errors import CityUnknownError

    try:
        return lookup(city)
    except CityUnknownError as e:
        return str(e)


@mcp.tool()
def via_message(city: str) -> dict:
    try:
        return lookup(city)
    except OSError as e:
        message = f"lookup failed: {e.filename}"  # want: RC402
        log.warning(message)
        return {"error": message}


@mcp.tool()
def status_only(city: str) -> dict:
    try:
        return lookup(city)
    except requests.HTTPError as e:
        return {"error": "upstream failed", "status": e.response.status_code, "kind": type(e).__name__}


@mcp.tool()
def test_text(city: str) -> str:
    try:
        return lookup(city)
    except Exception as e:
        return "not found" if "404" in str(e) else "lookup failed"


def not_a_tool(city: str) -> dict:
    try:
        return lookup(city)
    except Exception as e:
        return {"error": str(e)}  # a plain helper: its caller decides what the client sees


# Helpers whose bodies show where their errors come from: the tools above
# that call them leak internal detail through the caught error's text.


def do_archive(name):  # the filesystem: its errors name paths
    return shutil.make_archive(name, "zip", "/srv/data")


def run(name, arguments):  # a child process: its errors carry the command line
    return subprocess.run([name, *arguments], capture_output=True, check=True, timeout=30).stdout.decode()


def load(item_id):  # a database driver: its errors carry the SQL
    return sqlite3.connect("app.db").execute("SELECT * FROM items WHERE id = ?", (item_id,)).fetchone()


def ping():  # an HTTP client: its errors carry the URL
    httpx.get("https://status.internal.example/ping", timeout=5)


def do_sync():
    return httpx.post("https://sync.internal.example/run", timeout=10).json()


def load_config(path):
    with open(path) as fh:  # the filesystem
        return fh.read()


# Where the error comes from cannot be seen, or the code built it: not reported.


@mcp.tool()
def remote_search(q: str) -> str:
    try:
        return vendor_sdk.search(q)  # a call into another module: origin unknown
    except Exception as e:
        return f"search failed: {e}"


@mcp.tool()
def checked(n: int) -> str:
    try:
        if n < 0:
            raise ValueError("n must be positive")
        return str(n * 2)
    except ValueError as e:  # raised right here with an authored message
        return f"bad input: {e}"


@mcp.tool()
def encode(data: dict) -> str:
    try:
        return json.dumps(data)
    except TypeError as e:  # encoding the server's own values
        return f"cannot encode: {e}"


def _probe(url):
    return httpx.get(url, timeout=5).json()


@mcp.tool()
def health() -> dict:
    status = {"status": "healthy"}
    try:
        _probe("https://prometheus.internal/api/v1/query")
    except Exception as e:
        status["upstream_error"] = str(e)  # want: RC402
        status["status"] = "degraded"
    return status


@mcp.tool()
def health_quiet() -> dict:
    status = {"status": "healthy"}
    try:
        _probe("https://prometheus.internal/api/v1/query")
    except Exception as e:
        log.error("probe failed: %s", e)
        status["status"] = "degraded"
        status["upstream_error"] = "probe failed"
    return status


@mcp.tool()
def batch(urls: list[str]) -> list:
    results = []
    for u in urls:
        try:
            results.append(_probe(u))
        except Exception as e:
            results.append({"url": u, "error": str(e)})  # want: RC402
    return results
