from mcp.server.fastmcp import FastMCP

from app.api import get_fixed, get_org, list_projects

mcp = FastMCP("org")


@mcp.tool()
async def org_projects() -> str:
    org = await get_org()
    if "error" in org:
        return f"Failed to get organization: {org['error']}"  # want: RC402 whole-only
    projects = await list_projects(org["id"])
    if "error" in projects:
        return f"Failed to list projects: {projects['error']}"
    return "\n".join(p["name"] for p in projects)


@mcp.tool()
async def fixed() -> str:
    result = await get_fixed()
    if "error" in result:
        return f"Failed: {result['error']}"
    return str(result)
