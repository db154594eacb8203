from mcp.server.fastmcp import FastMCP

from app.shell import count, run

mcp = FastMCP("shell")


@mcp.tool()
def build(target: str) -> str:
    return run(["make", target])  # want: RC201 RC104 diff-only


@mcp.tool()
def lint(target: str) -> str:
    # passes its own timeout: the default is not what it waits on
    return run(["ruff", "check", target], timeout=20)  # want: RC201


@mcp.tool()
def check(target: str) -> str:
    return run(["pytest", target], 25)  # want: RC201


@mcp.tool()
def traces(url: str) -> dict:
    return count(url)  # want: RC201
