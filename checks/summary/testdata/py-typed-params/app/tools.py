from mcp.server.fastmcp import FastMCP

from app.store import Store

mcp = FastMCP("kv")


def lookup(store: Store, key: str) -> str:
    try:
        return str(store.read(key))
    except Exception as e:
        return f"failed: {e}"  # want: RC402


def lookup_logged(store: Store, key: str) -> str:
    try:
        return str(store.read(key))
    except Exception as e:
        print(f"lookup failed: {e}")
        return "failed"


@mcp.tool()
def get(key: str) -> str:
    return lookup(Store("kv.db"), key)  # want: RC201


@mcp.tool()
def get_logged(key: str) -> str:
    return lookup_logged(Store("kv.db"), key)  # want: RC201
