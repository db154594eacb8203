# FastMCP 2.x (pinned below 3 by ../pyproject.toml) calls a plain def tool
# inline on its event loop: a blocking call in it stalls every request.
import time

import requests
from fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def forecast(city: str) -> str:
    return requests.get("https://api.example.com/f", params={"q": city}, timeout=10).text  # want: RC201


@mcp.tool()
def wait(seconds: int) -> str:
    time.sleep(seconds)  # want: RC201
    return "ok"


@mcp.tool()
async def forecast_async(city: str) -> str:
    return city.upper()


def helper(city: str) -> str:
    # not a tool: a plain function the loop does not run
    return requests.get("https://api.example.com/h", params={"q": city}, timeout=10).text
