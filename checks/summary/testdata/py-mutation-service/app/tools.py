from mcp.server.fastmcp import FastMCP

from app.tickets import TicketService, close_ticket, create_ticket, create_ticket_keyed

mcp = FastMCP("tickets")
service = TicketService()


@mcp.tool()
def new_ticket(title: str) -> dict:  # want: RC601
    return create_ticket(title)  # want: RC201


@mcp.tool()
def open_ticket(title: str) -> dict:  # want: RC601
    return service.open(title)  # want: RC201


@mcp.tool()
def new_ticket_keyed(title: str, idempotency_key: str) -> dict:
    return create_ticket_keyed(title, idempotency_key)  # want: RC201


@mcp.tool()
def new_ticket_helper_keyed(title: str) -> dict:
    return create_ticket_keyed(title, "fixed")  # want: RC201


@mcp.tool()
def close(tid: str) -> dict:
    return close_ticket(tid)  # want: RC201


@mcp.tool()
def get_ticket_count(title: str) -> dict:
    return create_ticket(title)  # want: RC201
