from mcp.server.fastmcp import FastMCP

from app.client import Api

mcp = FastMCP("x")


def make() -> Api:
    return Api()


class Tools:
    def client_for(self) -> Api:
        return Api()


tools = Tools()


@mcp.tool()
def read_made(name: str) -> str:
    try:
        client = make()
        return str(client.get(name))  # want: RC201
    except Exception as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
def read_method(name: str) -> str:
    try:
        client = tools.client_for()
        return str(client.get(name))  # want: RC201
    except Exception as e:
        return f"failed: {e}"  # want: RC402
