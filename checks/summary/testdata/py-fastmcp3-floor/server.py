# fastmcp with only a lower bound: the version installed is not known to be
# 2.x (today's install is 3.x, which runs sync tools in a worker thread), so
# a sync tool of it is not reported.
import requests
from fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    return requests.get("https://api.example.com/f", params={"q": city}, timeout=10).text
