# Module-level variables declared with a class annotation and set at
# startup under `global` (graphiti's `graphiti_service:
# Optional['GraphitiService'] = None`): a method called on one is that
# class's method.
from typing import Optional

from mcp.server.fastmcp import FastMCP

from app.service import GraphService, LocalIndex

mcp = FastMCP("graph")
graph_service: Optional["GraphService"] = None
local_index: LocalIndex | None = None
other: "Optional[GraphService]" = None


async def startup() -> None:
    global graph_service, local_index
    graph_service = GraphService()
    local_index = LocalIndex()


@mcp.tool()
async def search_graph(query: str) -> dict:
    try:
        return {"hits": await graph_service.search(query)}
    except Exception as e:
        return {"error": f"search failed: {e}"}  # want: RC402


@mcp.tool()
async def search_local(query: str) -> dict:
    # Clean twin: the annotated class only computes.
    try:
        return {"hits": await local_index.search(query)}
    except Exception as e:
        return {"error": f"search failed: {e}"}


@mcp.tool()
async def search_other(query: str) -> dict:
    # Clean twin: a whole annotation in quotes is no name of a class.
    try:
        return {"hits": await other.search(query)}
    except Exception as e:
        return {"error": f"search failed: {e}"}
