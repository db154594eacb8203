from mcp.server.fastmcp import FastMCP

from app.a import a, apost
from app.b import b, bpost

mcp = FastMCP("deep")


@mcp.tool()
def user(uid: str) -> str:
    try:
        return str(a(uid))
    except Exception as e:
        return f"failed: {e}"


@mcp.tool()
def user_near(uid: str) -> str:
    try:
        return str(b(uid))  # want: RC201
    except Exception as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
def create(title: str) -> dict:
    return apost({"title": title})


@mcp.tool()
def create_near(title: str) -> dict:  # want: RC601
    return bpost({"title": title})  # want: RC201
