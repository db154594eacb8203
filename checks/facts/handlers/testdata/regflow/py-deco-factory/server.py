# A project decorator factory that returns the SDK's tool decorator
# (redhat-community-ai-tools/slack-mcp's _register_tool): the functions it
# decorates are tools. Its clean twins: a factory that returns a decorator
# of its own that registers nothing (a logger), and one that returns a
# call that is no registration.
import functools
import os

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("demo")


def _register_tool(annotations):
    if annotations.readOnlyHint is False and os.environ.get("READ_ONLY"):
        return lambda f: f
    return mcp.tool(annotations=annotations)


def logged(prefix):
    def deco(fn):
        @functools.wraps(fn)
        async def inner(*a, **kw):
            print(prefix)
            return await fn(*a, **kw)
        return inner
    return deco


def cached(size):
    return functools.lru_cache(maxsize=size)


@_register_tool(annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=True))
async def post_message(channel: str, text: str) -> bool:  # want: handler post_message
    return True


@logged("x")
async def helper(channel: str) -> bool:
    return True


@cached(16)
def lookup(key: str) -> str:
    return key
