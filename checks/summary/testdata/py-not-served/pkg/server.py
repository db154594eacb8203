import subprocess

from mcp.server.fastmcp import FastMCP

from pkg.tools.status import status

mcp = FastMCP("pkg")


@mcp.tool()
def git_status() -> str:
    return status()  # want: RC201 RC102 diff-only


def main() -> None:
    mcp.run()
