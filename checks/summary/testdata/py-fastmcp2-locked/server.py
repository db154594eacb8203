# The lock file installs fastmcp 2.12.4, although pyproject.toml only sets a
# floor: the locked version decides, and 2.x runs sync tools on the loop.
import subprocess

from fastmcp import FastMCP

mcp = FastMCP("notes")


@mcp.tool()
def git_log(repo: str) -> str:
    return subprocess.run(["git", "-C", repo, "log", "-1"], capture_output=True, text=True, timeout=20).stdout  # want: RC201
