# True look-alike: a module with a function called handler that takes
# other parameters (a tool's request handler), in a served module.
import urllib.request

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


def handler(city):
    with urllib.request.urlopen("https://weather.example/" + city, timeout=20) as resp:  # want: RC101 medium
        return resp.read().decode()


@mcp.tool()
def weather(city: str) -> str:
    return handler(city)
