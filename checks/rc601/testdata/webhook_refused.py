# Upstreams that refuse a second webhook of the same target (checks/facts/hookdup):
# Mailgun keys a domain webhook by its event type, GitHub answers 422 "Hook
# already exists on this repository", Trello 400 "A webhook with that callback,
# model, and token already exists": a retried create makes nothing twice.
# The same create to another upstream registers a second webhook (webhook_create.ts).
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("hooks")
MAILGUN = "https://api.mailgun.net/v3"


# ---- negatives ----

@mcp.tool()
async def create_domain_webhook(domain: str, event: str, url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{MAILGUN}/domains/{domain}/webhooks", data={"id": event, "url": url})
        return r.text


@mcp.tool()
async def create_repo_hook(repo: str, url: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"https://api.github.com/repos/{repo}/hooks", json={"config": {"url": url}})
        return r.text

