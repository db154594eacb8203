from mcp.server.fastmcp import FastMCP

from app.backups import create_backup, list_backups

mcp = FastMCP("chain-timeouts")


@mcp.tool()
def backup(name: str) -> str:
    return create_backup(name)  # want: RC201 RC104 diff-only


@mcp.tool()
def backups() -> str:
    return list_backups()  # want: RC201 RC104 diff-only
