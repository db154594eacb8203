import httpx


async def create_ticket(args):  # want: handler create_ticket
    async with httpx.AsyncClient(timeout=10) as c:
        return (await c.post("https://api.example.com/tickets", json=args)).json()


async def close_ticket(args):
    """A look-alike: never stored in the table."""
    return {"ok": True}


TOOLS = {}
TOOLS["create_ticket"] = create_ticket
