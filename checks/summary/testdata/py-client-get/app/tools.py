from mcp.server.fastmcp import FastMCP

from app.client import ApiClient, Settings

mcp = FastMCP("items")
api = ApiClient("https://api.example.com")
settings = Settings()
defaults = dict(region="eu")


@mcp.tool()
def item(i: str) -> dict:
    try:
        return api.get(f"/items/{i}")  # want: RC201
    except Exception as e:
        return {"error": str(e)}  # want: RC402


@mcp.tool()
def region() -> dict:
    # Clean twin: a class whose get() reads its own dict.
    try:
        return {"region": settings.get("region")}
    except Exception as e:
        return {"error": str(e)}


@mcp.tool()
def default_region() -> dict:
    # Clean twin: a dict's lookup.
    try:
        return {"region": defaults.get("region")}
    except Exception as e:
        return {"error": str(e)}
