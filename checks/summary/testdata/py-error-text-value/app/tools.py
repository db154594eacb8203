import json

from mcp.server.fastmcp import FastMCP

from app.service import checked, fetch_status, generic, list_rows, logged_only, query

mcp = FastMCP("rows")


@mcp.tool()
def rows(db_path: str) -> str:
    result = list_rows(db_path)  # want: RC201 RC402 diff-only
    return json.dumps(result)


@mcp.tool()
def status(url: str) -> str:
    ok, text = fetch_status(url)  # want: RC201 RC402 diff-only
    return text if ok else "failed: " + text


@mcp.tool()
def run(sql: str) -> str:
    result = query(sql)  # want: RC201 RC402 diff-only
    if "error" in result:
        raise ValueError(json.dumps(result))
    return json.dumps(result)


@mcp.tool()
def quiet(db_path: str) -> str:
    logged_only(db_path)  # want: RC201
    return "done"


@mcp.tool()
def check(name: str) -> dict:
    return checked(name)


@mcp.tool()
def gen(db_path: str) -> dict:
    return generic(db_path)  # want: RC201
