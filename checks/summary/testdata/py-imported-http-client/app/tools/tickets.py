from mcp.server.fastmcp import FastMCP

from app import client
from app.client import add_note, build_client, open_cache, open_client

mcp = FastMCP("helpdesk")


@mcp.tool()
async def add_reply(ticket_id: int, body: str) -> dict:  # want: RC601
    async with client.open_client() as c:
        r = await c.post(f"/tickets/{ticket_id}/reply", json={"body": body})
        return r.json()


@mcp.tool()
async def create_ticket(subject: str) -> dict:  # want: RC601
    async with open_client() as c:
        r = await c.post("/tickets", json={"subject": subject})
        return r.json()


@mcp.tool()
def create_contact(name: str) -> dict:  # want: RC601
    c = build_client()
    return c.post("/contacts", json={"name": name}).json()  # want: RC201


@mcp.tool()
async def add_private_note(ticket_id: int, body: str) -> dict:  # want: RC601
    return await add_note(ticket_id, body)


# clean look-alikes: a read endpoint sent as POST, a keyed create, a
# state action, and a post on what is no HTTP client


@mcp.tool()
async def search_tickets(query: str) -> dict:
    async with open_client() as c:
        r = await c.post("/search/tickets", json={"query": query})
        return r.json()


@mcp.tool()
async def create_ticket_keyed(subject: str, idempotency_key: str) -> dict:
    async with open_client() as c:
        r = await c.post("/tickets", json={"subject": subject}, headers={"Idempotency-Key": idempotency_key})
        return r.json()


@mcp.tool()
async def create_ticket_closed(ticket_id: int) -> dict:
    async with open_client() as c:
        r = await c.post(f"/tickets/{ticket_id}/close")
        return r.json()


@mcp.tool()
def add_to_cache(key: str, value: str) -> dict:
    cache = open_cache()
    cache.post(key, value)
    return {"ok": True}
