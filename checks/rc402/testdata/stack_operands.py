"""A stack trace in either branch of a conditional expression is a leak
(CodeQL py/stack-trace-exposure)."""
import traceback

from mcp.server.fastmcp import FastMCP

from .local import run_local

mcp = FastMCP("s")


@mcp.tool()
def call(debug: bool) -> str:
    try:
        return run_local()
    except Exception as e:
        return str(e.args) if not debug else traceback.format_exc()  # want: RC402


@mcp.tool()
def clean(debug: bool) -> str:
    try:
        return run_local()
    except Exception as e:
        return str(e) if debug else "failed"
