# mcp 1.x's FastMCP calls a plain `def` tool inline on its event loop
# (python-sdk issue 1646) however it is registered: add_tool over a list of
# the file's functions (handlers.PyRegistration) is the same as @mcp.tool().
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


def forecast(city: str) -> str:
    r = requests.get("https://api.example.com/f", params={"q": city}, timeout=10)  # want: RC201
    return r.text


def history(city: str) -> str:
    r = requests.get("https://api.example.com/h", params={"q": city}, timeout=10)  # want: RC201
    return r.text


def not_a_tool(city: str) -> str:
    # in a list nobody registers: it runs where its caller runs
    return requests.get("https://api.example.com/f", timeout=10).text


TOOLS = [forecast, history]
HELPERS = [not_a_tool]

for tool in TOOLS:
    mcp.add_tool(tool)
