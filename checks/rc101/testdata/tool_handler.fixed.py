"""Issue 21: a missing timeout inside an MCP tool handler keeps RC101's medium
and its message says where it is ("in a tool handler")."""
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    return requests.get("https://api.example.com/forecast", params={"q": city}, timeout=(5, 20)).text  # want: RC101 medium
