import asyncio

import requests
from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("uncapped")


# A FastMCP tool's own parameter handed to a wait as given (batch 24:
# kautilyaa/TravelGenie's geocoder `timeout: int = 10`): the default is
# short, but the caller chooses the value and nothing caps it.
@mcp.tool()
def geocode(q: str, timeout: int = 10) -> dict:
    return requests.get("https://geo.example.com", params={"q": q}, timeout=timeout).json()  # want: RC104


# capped with min(): silent
@mcp.tool()
def geocode_capped(q: str, timeout: int = 10) -> dict:
    return requests.get("https://geo.example.com", params={"q": q}, timeout=min(timeout, 20)).json()


# capped by a comparison in the handler: silent
@mcp.tool()
async def wait_event(timeout: float = 5.0) -> str:
    if timeout > 25:
        raise ValueError("timeout must be at most 25 s")
    await asyncio.wait_for(asyncio.sleep(1), timeout=timeout)
    return "ok"


# capped by the parameter's schema (le=): silent
@mcp.tool()
def fetch_bounded(url: str, timeout: int = Field(10, le=25)) -> str:
    return requests.get(url, timeout=timeout).text


# a plain helper's parameter is not the tool's input (judged at its calls)
def helper(url: str, timeout: int = 10) -> str:
    return requests.get(url, timeout=timeout).text


# handed to a project helper by keyword (it may store the value): judged at
# the helper, not here
def handle_config(action: str, **kwargs) -> str:
    return action


@mcp.tool()
def config(action: str, timeout: int | None = None) -> str:
    return handle_config(action, timeout=timeout)
