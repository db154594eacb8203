# A sync tool registered on a subclass of mcp 1.x's FastMCP that the file
# defines: its tool()/add_tool overrides still end in FastMCP.add_tool, which
# calls the handler on the event loop. Blind-set shape: zenml-io/mcp-zenml
# server/zenml_server.py (class ZenMLFastMCP(FastMCP), mcp = ZenMLFastMCP(...)).
import asyncio
import time
from typing import Any

from mcp.server.fastmcp import FastMCP


class MetaFastMCP(FastMCP):
    def add_tool(self, fn: Any, name: str | None = None, **kwargs: Any) -> None:
        super().add_tool(fn, name=name)

    def tool(self, name: str | None = None, **kwargs: Any):
        def decorator(fn: Any) -> Any:
            self.add_tool(fn, name=name)
            return fn

        return decorator


class ThreadedFastMCP(FastMCP):
    def add_tool(self, fn: Any, name: str | None = None, **kwargs: Any) -> None:
        async def run(*a: Any, **kw: Any) -> Any:
            return await asyncio.to_thread(fn, *a, **kw)

        super().add_tool(run, name=name or fn.__name__)


mcp = MetaFastMCP(name="meta")
threaded = ThreadedFastMCP(name="threaded")


@mcp.tool()
def wait_a_bit() -> str:
    time.sleep(2)  # want: RC201
    return "done"


@threaded.tool()
def wait_in_thread() -> str:
    time.sleep(2)  # clean: the subclass runs its handlers in a worker thread
    return "done"
