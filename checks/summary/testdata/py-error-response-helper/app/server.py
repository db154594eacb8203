import httpx
from mcp.server.fastmcp import FastMCP

from .client import Client

mcp = FastMCP("jira")
client = Client()


@mcp.tool()
def get_issue(key: str) -> dict:
    return client.get_issue(key)  # want: RC201 RC402 diff-only


@mcp.tool()
def get_issue_text(key: str) -> str:
    return client.get_issue_text(key)  # want: RC201


@mcp.tool()
def get_project(key: str) -> dict:
    return client.get_project(key)  # want: RC201 RC402 diff-only


@mcp.tool()
def get_board(key: str) -> dict:
    return client.get_board(key)  # want: RC201


@mcp.tool()
async def get_domains(limit: int = 100) -> dict:
    async with httpx.AsyncClient(timeout=10.0) as http:
        response = await http.get("https://api.mailgun.net/v3/domains", params={"limit": limit})
    if getattr(response, "is_success", False) or (200 <= getattr(response, "status_code", 0) < 300):
        return response.json()  # type: ignore
    return {"error": {"details": response.text}}  # want: RC402


@mcp.tool()
async def get_domain_list(limit: int = 100) -> dict:
    """Clean look-alike: the body is read only on the success branch."""
    async with httpx.AsyncClient(timeout=10.0) as http:
        response = await http.get("https://api.mailgun.net/v3/domains", params={"limit": limit})
    if not getattr(response, "is_success", False):
        return {"error": "domain listing failed"}
    return {"domains": response.text}  # type: ignore
