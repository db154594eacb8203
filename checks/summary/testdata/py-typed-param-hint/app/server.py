# Tools built in a function that takes the manager as a typed parameter;
# they declare idempotentHint: true, which only a create contradicts.
from fastmcp import FastMCP
from mcp.types import ToolAnnotations

from .api import Manager


def create_server(manager: Manager) -> FastMCP:
    mcp = FastMCP("cloud")

    @mcp.tool(annotations=ToolAnnotations(idempotentHint=True))
    def create_instance(name: str) -> dict:  # want: RC601
        return manager.create_instance(name)

    @mcp.tool(annotations=ToolAnnotations(idempotentHint=True))
    def pause_instance(iid: str) -> dict:
        return manager.pause_instance(iid)

    @mcp.tool(annotations=ToolAnnotations(idempotentHint=True))
    def rename_instance(iid: str, name: str) -> dict:
        return manager.rename_instance(iid, name)

    # a hinted tool whose name says no create: believed (the helper's POST
    # may serve any action)
    @mcp.tool(annotations=ToolAnnotations(idempotentHint=True))
    def manage_instance(name: str) -> dict:
        return manager.create_instance(name)

    @mcp.tool()
    def new_instance(name: str) -> dict:  # want: RC601
        return manager.create_instance(name)

    return mcp
