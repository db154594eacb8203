import time

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("poll-quotient")

MAX_WAIT_S = 120
POLL_INTERVAL_S = 5
REPORT_TIMEOUT_MS = 90_000


# A pass count written as a quotient (batch 31, wdvr/clickhouse-mcp's
# `for _ in range(60 // 5): ... time.sleep(5)`): 12 passes of 5 s.
@mcp.tool()
def query_log(query_id: str) -> dict:
    for _ in range(60 // 5):  # want: RC104
        time.sleep(5)
        rows = requests.get("https://ch.example.com/log", params={"id": query_id}, timeout=5).json()
        if rows:
            return rows
    return {}


@mcp.tool()
def wait_export(job: str) -> dict:
    for _ in range(MAX_WAIT_S // POLL_INTERVAL_S):  # want: RC104
        time.sleep(POLL_INTERVAL_S)
        if requests.get("https://api.example.com/jobs/" + job, timeout=5).json()["done"]:
            return {"ok": True}
    return {"ok": False}


@mcp.tool()
def report(q: str) -> str:
    return requests.get("https://api.example.com/report", params={"q": q}, timeout=REPORT_TIMEOUT_MS / 1000).text  # want: RC104


# Clean look-alikes: quotients within the budget.
@mcp.tool()
def quick_log(query_id: str) -> dict:
    for _ in range(20 // 5):
        time.sleep(5)
        if requests.get("https://ch.example.com/log", params={"id": query_id}, timeout=2).json():
            return {"ok": True}
    return {}


@mcp.tool()
def quick_report(q: str) -> str:
    return requests.get("https://api.example.com/report", params={"q": q}, timeout=20_000 / 1000).text
