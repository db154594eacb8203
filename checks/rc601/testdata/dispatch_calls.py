# Tools a low-level server's call_tool handler looks up by name at run time
# (handlers/dispatch.go): HANDLERS.get(name) and a subscript of the map.
import httpx
from mcp.server import Server

server = Server("dispatch")


async def create_ticket(arguments: dict) -> list:  # want: RC601
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post("https://tickets.example/api/tickets", json=arguments)
    return [r.text]


async def list_tickets(arguments: dict) -> list:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get("https://tickets.example/api/tickets")
    return [r.text]


HANDLERS = {"create_ticket": create_ticket, "list_tickets": list_tickets}


# clean look-alike: a POST in a function no lookup reaches
async def create_backup(arguments: dict) -> list:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post("https://backup.example/api/backups", json=arguments)
    return [r.text]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list:
    handler = HANDLERS.get(name)
    if handler is None:
        raise ValueError(f"unknown tool {name}")
    return await handler(arguments)
