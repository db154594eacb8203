# Low-level Server tools dispatched by name: each branch is one tool.
import httpx
import mcp.types as types
from mcp.server import Server

server = Server("tickets")
client = httpx.AsyncClient(timeout=10)

TOOL_CLOSE = "close_ticket"


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(name="create_ticket", inputSchema={"type": "object", "properties": {"title": {"type": "string"}}}),
        types.Tool(name="create_keyed", inputSchema={"type": "object", "properties": {"idempotency_key": {"type": "string"}}}),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    if name == "create_ticket":  # want: RC601
        r = await client.post("https://t.example/tickets", json=arguments)
        return [types.TextContent(type="text", text=r.text)]
    elif name == "list_tickets":
        # a read tool sent as a POST: not a mutation
        r = await client.post("https://t.example/tickets/search", json=arguments)
        return [types.TextContent(type="text", text=r.text)]
    elif name == "create_keyed":
        # its schema (list_tools) declares an idempotency key
        r = await client.post("https://t.example/tickets", json=arguments)
        return [types.TextContent(type="text", text=r.text)]
    elif name == "push_file":
        # an overwrite: repeating it leaves the same state
        params = {"name": arguments["name"], "force": "True"}
        r = await client.post("https://t.example/files", params=params)
        return [types.TextContent(type="text", text=r.text)]
    elif name == TOOL_CLOSE:
        r = await client.put("https://t.example/tickets/1/state", json={"state": "closed"})
        return [types.TextContent(type="text", text=r.text)]
    elif name == "get_ticket":
        r = await client.get("https://t.example/tickets/1")
        return [types.TextContent(type="text", text=r.text)]
    raise ValueError(f"unknown tool {name}")


@server.call_tool()
async def call_tool_match(name: str, arguments: dict) -> list[types.TextContent]:
    match name:
        case "add_comment":  # want: RC601
            await client.post("https://t.example/comments", json=arguments)
        case "delete_comment":
            await client.delete("https://t.example/comments/1")
    return []


# not a tool call handler: a name comparison elsewhere is no tool
async def helper(name: str) -> None:
    if name == "create_ticket":
        await client.post("https://t.example/tickets", json={})
