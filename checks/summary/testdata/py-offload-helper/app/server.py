import anyio
from mcp.server.fastmcp import FastMCP

from .client import BasecampClient
from .threads import run_later, run_quietly, run_sync_limited

mcp = FastMCP("basecamp")


def _get_client() -> BasecampClient:
    return BasecampClient("https://3.basecampapi.com/1")


async def _run_sync(func, *args, **kwargs):
    """Run a synchronous function in the thread pool."""
    return await anyio.to_thread.run_sync(func, *args, **kwargs)


@mcp.tool()
async def get_projects() -> dict:
    client = _get_client()
    try:
        projects = await _run_sync(client.get_projects)
        return {"projects": projects}
    except Exception as e:
        return {"error": "Execution error", "message": str(e)}  # want: RC402


@mcp.tool()
async def get_projects_lambda() -> dict:
    client = _get_client()
    try:
        projects = await _run_sync(lambda: client.get_projects())
        return {"projects": projects}
    except Exception as e:
        return {"error": "Execution error", "message": str(e)}  # want: RC402


@mcp.tool()
async def get_projects_runner() -> dict:
    client = _get_client()
    try:
        projects = await anyio.to_thread.run_sync(client.get_projects)
        return {"projects": projects}
    except Exception as e:
        return {"error": "Execution error", "message": str(e)}  # want: RC402


@mcp.tool()
async def get_projects_imported() -> dict:
    client = _get_client()
    try:
        projects = await run_sync_limited(client.get_projects)
        return {"projects": projects}
    except Exception as e:
        return {"error": "Execution error", "message": str(e)}  # want: RC402


# Clean look-alikes: the function run raises only the tool's own validation
# text, or the helper does not run it in the call.
@mcp.tool()
async def check_name(name: str) -> dict:
    client = _get_client()
    try:
        return {"name": await _run_sync(client.check, name)}
    except ValueError as e:
        return {"error": "Invalid", "message": str(e)}


@mcp.tool()
async def schedule_projects() -> dict:
    client = _get_client()
    try:
        return {"state": await run_later(client.get_projects)}
    except Exception as e:
        return {"error": "Execution error", "message": str(e)}


@mcp.tool()
async def get_projects_quietly() -> dict:
    client = _get_client()
    try:
        return {"projects": await run_quietly(client.get_projects)}
    except Exception as e:
        return {"error": "Execution error", "message": str(e)}
