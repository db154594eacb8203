# A FastMCP server handed in by its caller: a parameter annotated FastMCP
# (register_tools(mcp: FastMCP)) or an attribute a class sets from one
# (self.mcp = mcp, then @self.mcp.tool() on defs nested in a method). mcp
# 1.x calls the sync tools on its event loop.
import requests
from mcp.server.fastmcp import FastMCP


def register_tools(mcp: FastMCP):
    @mcp.tool()
    def queue_purge(queue: str) -> str:
        requests.delete("https://mq.example.com/q/" + queue, timeout=5)  # want: RC201
        return "ok"


class BrokerModule:
    def __init__(self, mcp: FastMCP):
        self.mcp = mcp

    def register(self):
        @self.mcp.tool()
        def broker_overview() -> str:
            return requests.get("https://mq.example.com/overview", timeout=5).text  # want: RC201

        @self.mcp.tool()
        async def broker_health() -> str:
            return "ok"


class Reporter:
    """A look-alike: an attribute annotated with a class of no registration row."""

    def __init__(self, app: dict):
        self.app = app

    def register(self):
        @self.app.tool()
        def report() -> str:
            return requests.get("https://mq.example.com/report", timeout=5).text
