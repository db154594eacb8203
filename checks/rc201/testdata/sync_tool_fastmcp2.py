# The fastmcp package (3.x) runs sync tools in a worker thread, and its 2.x
# pin is not known from the file: a sync tool of it is not reported.
import requests
from fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    return requests.get("https://api.example.com/f", params={"q": city}, timeout=10).text
