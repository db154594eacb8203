import httpx


async def create_ticket(args):  # want: handler
    async with httpx.AsyncClient(timeout=10) as c:
        r = await c.post("https://api.example.com/tickets", json=args)
    return r.json()


async def list_tickets(args):  # want: handler
    async with httpx.AsyncClient(timeout=10) as c:
        r = await c.get("https://api.example.com/tickets")
    return r.json()


async def export_report(args):
    """A look-alike: in no table the tools/call handler reads."""
    return {"ok": True}


TOOL_HANDLERS = {"create_ticket": create_ticket, "list_tickets": list_tickets}
