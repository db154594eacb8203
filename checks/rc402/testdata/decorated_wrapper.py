# A decorator whose inner function replaces each tool it decorates (PEP 318:
# `@d def f` binds f to d(f)): what the wrapper returns is the tool's result
# (ramp-mcp's handle_response, wrapping every tool registered by add_tool).
from functools import wraps

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ledger")


def handle_response(func):
    @wraps(func)
    async def wrapper(*args, **kwargs) -> str:
        try:
            return await func(*args, **kwargs)
        except Exception as e:
            return (
                f"Ran into an error: {e}\n"  # want: RC402
                "Communicate this to the user.\n"
            )

    return wrapper


@handle_response
async def get_balance(account: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(f"https://ledger.example/api/accounts/{account}")
        r.raise_for_status()
        return r.text


mcp.add_tool(get_balance)


# ---- clean look-alikes ----


def handle_quietly(func):
    # the same decorator answering a fixed text
    @wraps(func)
    async def wrapper(*args, **kwargs) -> str:
        try:
            return await func(*args, **kwargs)
        except Exception:
            return "The ledger request failed; see the server log."

    return wrapper


@handle_quietly
async def get_statement(account: str) -> str:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(f"https://ledger.example/api/accounts/{account}/statement")
        r.raise_for_status()
        return r.text


mcp.add_tool(get_statement)


def as_text(func):
    # a decorator on a plain function that is no tool: its result goes to the log
    @wraps(func)
    def wrapper(*args, **kwargs) -> str:
        try:
            return func(*args, **kwargs)
        except Exception as e:
            return f"failed: {e}"

    return wrapper


@as_text
def read_config(path: str) -> str:
    with open(path) as fh:
        return fh.read()
