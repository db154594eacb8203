# The outcomes RC601 tells its Trace hook (TestTrace): one tool each.
import httpx
from mcp.server.fastmcp import FastMCP

from .service import open_ticket

mcp = FastMCP("trace")
api = httpx.Client(base_url="https://api.example.com", timeout=10)


@mcp.tool()
def create_order(item: str) -> dict:  # want: RC601
    return api.post("/orders", json={"item": item}).json()


@mcp.tool()
def create_payment(amount: int, idempotency_key: str) -> dict:
    return api.post("/payments", json={"amount": amount}, headers={"Idempotency-Key": idempotency_key}).json()


@mcp.tool()
def list_orders() -> dict:
    return api.get("/orders").json()


@mcp.tool()
def create_ticket(title: str) -> dict:
    return open_ticket(title)


@mcp.tool()
def delete_ticket(ticket: str) -> dict:
    return open_ticket(ticket)
