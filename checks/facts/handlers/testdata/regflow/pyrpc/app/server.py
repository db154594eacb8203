from fastapi import FastAPI, Request

from .tools import TOOL_HANDLERS

app = FastAPI()


async def handle_initialize(params, session):
    return {"protocolVersion": "2025-06-18"}


async def handle_tools_call(params, session):  # want: handler
    tool_name = params.get("name")
    try:
        result = await TOOL_HANDLERS[tool_name](params.get("arguments", {}))
        return {"content": [{"type": "text", "text": str(result)}]}
    except Exception as e:
        return {"content": [{"type": "text", "text": f"Tool failed: {e}"}], "isError": True}


MCP_METHODS = {
    "initialize": handle_initialize,
    "tools/call": handle_tools_call,
}


@app.post("/mcp")
async def mcp_endpoint(request: Request):
    body = await request.json()
    handler = MCP_METHODS.get(body["method"])
    return {"jsonrpc": "2.0", "id": body.get("id"), "result": await handler(body.get("params", {}), None)}
