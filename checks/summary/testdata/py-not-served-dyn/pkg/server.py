import importlib

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pkg")


@mcp.tool()
def run_tool(name: str) -> str:
    return importlib.import_module(f"pkg.tools.{name}").run()


def main() -> None:
    mcp.run()
