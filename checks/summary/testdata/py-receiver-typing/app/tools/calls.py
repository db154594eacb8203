from mcp.server.fastmcp import FastMCP

from app.services.calls import CallService
from app.services.factory import get_service

mcp = FastMCP("calls")


@mcp.tool()
def make_call(to: str) -> dict:  # want: RC601
    service = get_service(CallService)
    return service.make_call(to)  # want: RC201 RC101 diff-only


@mcp.tool()
def hangup(call_id: str) -> dict:
    service = get_service(CallService)
    return service.hangup(call_id)  # want: RC201 RC101 diff-only
