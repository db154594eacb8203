import subprocess

from mcp.server.fastmcp import FastMCP

from pkg.tools.status import status

mcp = FastMCP("pkg")


@mcp.tool()
def git_status() -> str:
    return status()


def main() -> None:
    mcp.run()
