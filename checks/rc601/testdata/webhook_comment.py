import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hooks")
# see https://api.github.com for the repository metadata we also read elsewhere
# (a comment naming an upstream that refuses a second webhook says nothing of
# where the create below goes: Gitea registers a duplicate; checks/facts/hookdup).
# Its clean look-alike, a create sent to api.github.com, is in webhook_refused.py.


# ---- positives ----


@mcp.tool()
def create_webhook(url: str) -> str:  # want: RC601
    """Register a Gitea webhook."""
    r = requests.post("https://gitea.example.com/api/v1/repos/o/r/hooks", json={"type": "gitea", "config": {"url": url}}, timeout=10)
    return r.text

