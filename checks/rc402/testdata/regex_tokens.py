# Class of real code (pipefy-mcp-server's GraphQL error helpers): a tool that
# answers a failed upstream call with the error codes and the correlation id
# a regular expression takes out of str(exc), not the text around them. A
# pattern whose group takes any text (.*, \S+) still leaks the text.
import re

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tokens")

_CORRELATION_RE = re.compile(r"\[correlation_id=([^\]]*)\]")
_MESSAGE_RE = re.compile(r"message=(.*)")


@mcp.tool()
async def get_card(card_id: str) -> dict:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/cards/{card_id}")
            r.raise_for_status()
            return r.json()
    except httpx.HTTPError as exc:
        codes = re.findall(r"""['"]code['"]\s*[:=]\s*['"]([A-Z_]+)['"]""", str(exc))
        match = _CORRELATION_RE.search(str(exc))
        cid = match.group(1) if match else None
        return {"error": "Card lookup failed.", "codes": codes, "correlation_id": cid}


@mcp.tool()
async def get_pipe(pipe_id: str) -> dict:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/pipes/{pipe_id}")
            r.raise_for_status()
            return r.json()
    except httpx.HTTPError as exc:
        found = _MESSAGE_RE.search(str(exc))
        return {"error": found.group(1) if found else "failed"}  # want: RC402


@mcp.tool()
async def get_phase(phase_id: str) -> dict:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/phases/{phase_id}")
            r.raise_for_status()
            return r.json()
    except httpx.HTTPError as exc:
        words = re.findall(r"\S+", str(exc))
        return {"error": " ".join(words)}  # want: RC402
