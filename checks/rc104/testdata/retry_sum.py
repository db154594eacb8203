import os
import time

import httpx
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("retries")

MAX_RETRIES = 3
REQUEST_TIMEOUT = 20


@mcp.tool()
def fetch_report(report_id: str) -> str:
    # each of 3 attempts may wait the whole 20 s: 60 s over the 30 s budget
    for attempt in range(MAX_RETRIES):  # want: RC104
        try:
            r = requests.get("https://api.example.com/r/" + report_id, timeout=REQUEST_TIMEOUT)
            r.raise_for_status()
            return r.text
        except requests.RequestException:
            if attempt == MAX_RETRIES - 1:
                raise
            time.sleep(2 ** attempt)
    return ""


@mcp.tool()
async def fetch_async(item: str) -> str:
    attempt = 0
    while attempt < 4:  # want: RC104
        try:
            async with httpx.AsyncClient() as client:
                r = await client.get("https://api.example.com/i/" + item, timeout=10.0)
                return r.text
        except httpx.HTTPError:
            attempt += 1
            time.sleep(1)
    return ""


@mcp.tool()
def fetch_small(report_id: str) -> str:
    # 3 attempts x 5 s + 3 x 1 s = 18 s: within the budget
    for attempt in range(3):
        try:
            return requests.get("https://api.example.com/r/" + report_id, timeout=5).text
        except requests.RequestException:
            time.sleep(1)
    return ""


@mcp.tool()
def fetch_long(report_id: str) -> str:
    for attempt in range(3):
        try:
            # over the budget by itself: reported once, here, not again as a sum
            return requests.get("https://api.example.com/r/" + report_id, timeout=120).text  # want: RC104
        except requests.RequestException:
            pass
    return ""


@mcp.tool()
def fetch_pages(query: str) -> list:
    # pagination: each page is a new call, the walk's length is the data's
    out, cursor = [], None
    for _ in range(50):
        page = requests.get("https://api.example.com/s", params={"q": query, "cursor": cursor}, timeout=10).json()
        out.extend(page["items"])
        cursor = page.get("next_cursor")
        if not cursor:
            break
    return out


def _call(path: str) -> dict:
    # a helper outside the handler: 5 x 15 s, reported where the tool calls it
    for attempt in range(5):  # want: RC104
        try:
            return requests.get("https://api.example.com/" + path, timeout=15).json()
        except requests.RequestException:
            continue
    return {}


@mcp.tool()
def status(name: str) -> dict:
    return _call("status/" + name)  # want: RC104


@mcp.tool()
def wait_subprocess(job: str) -> str:
    # a callback's timeout is not a pass of this loop
    for attempt in range(5):
        cb = lambda: requests.get("https://api.example.com/x", timeout=20)
        if job:
            return "ok"
    return ""
