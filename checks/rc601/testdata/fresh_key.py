# An idempotency key the handler makes up afresh on each call
# (checks/facts/freshkey): a retried tool call sends a new key, so the
# service makes a second resource.
import uuid

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tickets")


# ---- positives ----


@mcp.tool()
def create_ticket(title: str) -> dict:  # want: RC601
    key = str(uuid.uuid4())
    r = httpx.post("https://api.example.com/tickets", json={"title": title}, headers={"Idempotency-Key": key})
    return r.json()


@mcp.tool()
def create_order(item: str) -> dict:  # want: RC601
    r = httpx.post("https://api.example.com/orders", json={
        "item": item,
        "idempotency_key": str(uuid.uuid4()),
    })
    return r.json()


# ---- negatives (clean twins) ----


@mcp.tool()
def create_invoice(amount: int, idempotency_key: str) -> dict:
    # the caller gives the key: a retry repeats it
    r = httpx.post("https://api.example.com/invoices", json={
        "amount": amount,
        "idempotency_key": idempotency_key,
    })
    return r.json()


@mcp.tool()
def create_refund(charge: str, client_token: str = "") -> dict:
    # a fallback to the caller's key keeps it
    r = httpx.post("https://api.example.com/refunds", json={
        "charge": charge,
        "client_token": client_token or str(uuid.uuid4()),
    })
    return r.json()


@mcp.tool()
def create_payment(order_id: str) -> dict:
    # a name-based uuid: the same order gives the same key
    r = httpx.post("https://api.example.com/payments", json={
        "order": order_id,
        "idempotency_key": str(uuid.uuid5(uuid.NAMESPACE_URL, order_id)),
    })
    return r.json()
