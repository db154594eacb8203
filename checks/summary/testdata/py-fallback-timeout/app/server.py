from mcp.server.fastmcp import FastMCP

from app.runner import execute, execute_kw, execute_short

mcp = FastMCP("x")


@mcp.tool()
def run(cmd: str) -> str:
    return execute(cmd)  # want: RC201 RC104 diff-only


@mcp.tool()
def run_bounded(cmd: str) -> str:
    # passes its own timeout: the fallback is not what it waits on
    return execute(cmd, timeout=25)  # want: RC201


@mcp.tool()
def run_positional(cmd: str) -> str:
    return execute(cmd, 25)  # want: RC201


@mcp.tool()
def run_short(cmd: str) -> str:
    return execute_short(cmd)  # want: RC201


@mcp.tool()
def run_kw(cmd: str) -> str:
    return execute_kw(cmd)  # want: RC201 RC104 diff-only


@mcp.tool()
def run_kw_bounded(cmd: str) -> str:
    return execute_kw(cmd, timeout=10)  # want: RC201
