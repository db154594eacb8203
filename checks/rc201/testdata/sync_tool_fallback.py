# A toolset that imports FastMCP from standalone fastmcp and falls back on
# mcp 1.x's: which framework runs its sync tools (fastmcp 3 runs them in a
# worker thread, mcp 1.x on its event loop) is the environment's choice, so
# the sync tools below are not reported (judge13: kubectl-mcp-server).
# Its twin sync_tool_v1.py imports mcp.server.fastmcp only and is reported.
import subprocess

try:
    from fastmcp import FastMCP
except ImportError:
    from mcp.server.fastmcp import FastMCP


def register_backup_tools(mcp: FastMCP):
    @mcp.tool()
    def list_backups(namespace: str) -> str:
        return subprocess.run(["velero", "backup", "get", "-n", namespace], capture_output=True, text=True).stdout

    @mcp.tool()
    async def list_restores(namespace: str) -> str:
        return subprocess.run(["velero", "restore", "get", "-n", namespace], capture_output=True, text=True).stdout  # want: RC201


def register_other_tools(mcp: "FastMCP"):
    return mcp
