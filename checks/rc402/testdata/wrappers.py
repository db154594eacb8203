import functools
import logging

from mcp.server.fastmcp import FastMCP
from mcp.types import TextContent

mcp = FastMCP("search")
log = logging.getLogger(__name__)


def handle_exceptions(func):
    # a decorator every tool goes through: its error is that of any tool
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception as e:
            return [TextContent(type="text", text=f"Unexpected error in {func.__name__}: {str(e)}")]  # want: RC402

    return wrapper


def handle_quietly(func):
    # the same wrapper that logs the error and answers a fixed text
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        try:
            return func(*args, **kwargs)
        except Exception:
            log.exception("tool %s failed", func.__name__)
            return [TextContent(type="text", text=f"{func.__name__} failed; see the server log")]

    return wrapper


def call_once(fn, value):
    # a call of a parameter with an argument of its own is no wrapper of
    # every tool: its errors are the callback's, unknown here
    try:
        return fn(value)
    except Exception as e:
        return [TextContent(type="text", text=f"failed: {e}")]
