from mcp.server.fastmcp import FastMCP

from app import missing
from app.db import get_user, parse, safe_user, user_chained, user_or_raise, user_wrapped

mcp = FastMCP("users")


class Repo:
    def load(self, uid):
        return get_user(uid)


repo = Repo()


@mcp.tool()
def user(uid: str) -> str:
    try:
        return str(get_user(uid))  # want: RC201
    except Exception as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
def user_rethrown(uid: str) -> str:
    try:
        return str(user_or_raise(uid))  # want: RC201
    except Exception as e:
        msg = f"failed: {e}"  # want: RC402
        return msg


@mcp.tool()
def user_same_file(uid: str) -> str:
    try:
        return str(repo.load(uid))  # want: RC201
    except Exception as e:
        return str(e)  # want: RC402


@mcp.tool()
def user_safe(uid: str) -> str:
    try:
        return str(safe_user(uid))  # want: RC201
    except Exception as e:
        return f"failed: {e}"


@mcp.tool()
def user_parse(uid: str) -> str:
    try:
        return str(parse(uid))
    except Exception as e:
        return f"bad id: {e}"


@mcp.tool()
def user_missing(uid: str) -> str:
    try:
        return str(missing.lookup(uid))
    except Exception as e:
        return f"failed: {e}"  # want: RC402 (low: app.missing is not in the repository, so what it raises stays unknown)


@mcp.tool()
def user_wrapped_text(uid: str) -> str:
    try:
        return str(user_wrapped(uid))  # want: RC201
    except Exception as e:
        return f"failed: {e}"  # want: RC402


@mcp.tool()
def user_chained_cause(uid: str) -> str:
    try:
        return str(user_chained(uid))  # want: RC201
    except Exception as e:
        return f"failed: {e}"
