# A hand-written JSON-RPC MCP server: tools/call answers with the result's
# wire form, a dict, not with mcp.types (MCP spec, CallToolResult).
import json

import requests


def _text(text: str) -> dict:
    return {"content": [{"type": "text", "text": text}]}


async def handle_tools_call(params: dict) -> dict:
    name = params.get("name")

    def _tool_error(text: str) -> dict:
        return {"content": [{"type": "text", "text": text}], "isError": True}

    try:
        r = requests.get("https://siem.internal:55000/alerts", timeout=10)
        r.raise_for_status()
        return _text(r.text)
    except Exception as e:
        return _tool_error(f"Tool execution failed: {str(e)}")  # want: RC402


async def handle_resource(params: dict) -> dict:
    try:
        r = requests.get("https://siem.internal:55000/agents", timeout=10)
        return {"content": [{"type": "text", "text": r.text}]}
    except requests.RequestException as e:
        return {"content": [{"type": "text", "text": f"failed: {e}"}], "isError": True}  # want: RC402


# ---- clean look-alikes ----


async def handle_validated(params: dict) -> dict:
    try:
        limit = int(params.get("limit", "10"))
    except ValueError as e:
        return {"content": [{"type": "text", "text": f"limit: {e}"}], "isError": True}
    try:
        r = requests.get("https://siem.internal:55000/alerts", params={"limit": limit}, timeout=10)
        r.raise_for_status()
    except requests.RequestException as e:
        print(f"alerts: {e}")
        return {"content": [{"type": "text", "text": "the SIEM is unavailable"}], "isError": True}
    return {"content": [{"type": "text", "text": json.dumps(r.json())}]}


def describe(e: Exception) -> dict:
    return {"type": "error", "message": str(e)}
