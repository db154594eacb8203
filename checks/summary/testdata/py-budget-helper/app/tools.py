from mcp.server.fastmcp import FastMCP

from app import upstream
from app.gone import slow_thing
from app.upstream import quick_report, report_twice, run_report

mcp = FastMCP("reports")


@mcp.tool()
def report(q: str) -> str:
    return run_report(q)  # want: RC201 RC104 diff-only


@mcp.tool()
def quick(q: str) -> str:
    return quick_report(q)  # want: RC201


@mcp.tool()
def connect(q: str) -> str:
    return upstream.slow_connect(q)  # want: RC201 RC104 diff-only


@mcp.tool()
def both(q: str) -> str:
    return report_twice(q)  # want: RC201 RC104 diff-only


@mcp.resource("reports://{q}")
def report_resource(q: str) -> str:
    return quick_report(q)  # want: RC201 RC104 diff-only


@mcp.tool()
def unknown(q: str) -> str:
    return slow_thing(q)


def offline(q: str) -> str:
    return run_report(q)
