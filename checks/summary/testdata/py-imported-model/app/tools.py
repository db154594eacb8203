# Tools whose parameters are models of another file (app/models.py): the
# fields are read there, so a create with no key is reported and a model
# that holds a key (itself or through a base of its file) is not; a model
# whose base lies in a third file stays unknown (not reported).
from typing import Annotated

import httpx
from mcp.server.fastmcp import FastMCP

from app.models import NAME_FIELD, Color, CreateOrderRequest, CreatePaymentRequest, CreateRefundRequest, CreateTransferRequest, PaymentAlias, Priority
from app.unknown import CreateInvoiceRequest

mcp = FastMCP("shop")
api = httpx.AsyncClient(base_url="https://shop.example.com", timeout=10)


@mcp.tool()
async def create_order(req: CreateOrderRequest) -> dict:  # want: RC601
    return (await api.post("/orders", json=req.model_dump())).json()


@mcp.tool()
async def create_payment(req: CreatePaymentRequest) -> dict:
    return (await api.post("/payments", json=req.model_dump())).json()


@mcp.tool()
async def create_refund(req: CreateRefundRequest) -> dict:
    return (await api.post("/refunds", json=req.model_dump())).json()


@mcp.tool()
async def create_transfer(req: CreateTransferRequest) -> dict:
    return (await api.post("/transfers", json=req.model_dump())).json()


@mcp.tool()
async def create_invoice(req: CreateInvoiceRequest) -> dict:
    return (await api.post("/invoices", json=req.model_dump())).json()


# One-value types add no field: an imported Literal alias, an enum, a
# constant in the annotation; an alias of a model is no value (not read).
@mcp.tool()
async def create_note(title: Annotated[str, NAME_FIELD], priority: Priority, color: Color) -> dict:  # want: RC601
    return (await api.post("/notes", json={"title": title, "priority": priority, "color": color})).json()


@mcp.tool()
async def create_charge(req: PaymentAlias) -> dict:
    return (await api.post("/charges", json=req.model_dump())).json()
