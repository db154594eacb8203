# zenpy and notion-client wait 60 s per request by default
# (libmodels/data/saas.yml): twice the 30 s tool budget.
import notion_client
from mcp.server.fastmcp import FastMCP
from zenpy import Zenpy

mcp = FastMCP("saas")


@mcp.tool()
def ticket(ticket_id: int) -> str:
    zd = Zenpy(subdomain="acme", email="a@acme.example", token="t")  # want: RC104
    return zd.tickets(id=ticket_id).subject


@mcp.tool()
def page(page_id: str) -> dict:
    notion = notion_client.Client(auth="secret")  # want: RC104
    return notion.pages.retrieve(page_id)


# ---- clean look-alikes: a timeout within the budget, or options not read ----
@mcp.tool()
def ticket_bounded(ticket_id: int) -> str:
    zd = Zenpy(subdomain="acme", email="a@acme.example", token="t", timeout=20)
    return zd.tickets(id=ticket_id).subject


@mcp.tool()
def page_bounded(page_id: str, opts: dict) -> dict:
    notion = notion_client.Client(auth="secret", timeout_ms=20_000)
    other = notion_client.Client(options=opts)
    return notion.pages.retrieve(page_id) | other.pages.retrieve(page_id)
