# RC402 placement (package pybuilt): a message built from the error text in
# a variable is reported where it is built; a bare alias of the text is
# reported where the text leaves the code.
import json

import httpx
from mcp.server.fastmcp import FastMCP
from mcp.types import TextContent

mcp = FastMCP("built")


def fetch(url: str) -> str:
    r = httpx.get(url, timeout=10)
    r.raise_for_status()
    return r.text


@mcp.tool()
def info(url: str) -> list[TextContent]:
    try:
        return [TextContent(type="text", text=fetch(url))]
    except Exception as e:
        response = {"has_data": False, "error": str(e)}  # want: RC402
        return [TextContent(type="text", text=json.dumps(response))]


@mcp.tool()
def sync(url: str) -> str:
    result_text = "Sync report\n"
    try:
        result_text += fetch(url)
    except Exception as e:
        result_text += f"Sync failed: {str(e)}"  # want: RC402
    return result_text


@mcp.tool()
def send(url: str) -> str:
    try:
        return fetch(url)
    except httpx.HTTPError as e:
        error_msg = "Failed to send: " + str(e)  # want: RC402
        raise RuntimeError(error_msg)


@mcp.tool()
def formatted(url: str) -> str:
    try:
        return fetch(url)
    except httpx.HTTPError as e:
        message = "Failed: {}".format(e)  # want: RC402
        return message


def request(url: str) -> str:
    try:
        r = httpx.get(url, timeout=10)
        r.raise_for_status()
        return r.text
    except httpx.HTTPStatusError as e:
        error_detail = f"HTTP {e.response.status_code}: {e.response.text}"  # want: RC402
        raise Exception(f"API request failed: {error_detail}") from e


@mcp.tool()
def through_helper(url: str) -> str:
    return request(url)


# ---- look-alikes: a bare alias stays at the sink; a fixed message is clean ----


@mcp.tool()
def alias(url: str) -> str:
    try:
        return fetch(url)
    except httpx.HTTPError as e:
        error_text = str(e)
        return f"Search failed: {error_text}"  # want: RC402


@mcp.tool()
def listed(url: str) -> str:
    try:
        return fetch(url)
    except httpx.HTTPError as e:
        parts = [str(e)]
        parts.append("retry later")
        return "\n".join(parts)  # want: RC402


@mcp.tool()
def fixed(url: str) -> str:
    try:
        return fetch(url)
    except httpx.HTTPError as e:
        message = f"Failed to fetch {url}"
        return message
