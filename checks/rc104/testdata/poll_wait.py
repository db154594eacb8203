import os
import time

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("video")

POLL_ATTEMPTS = int(os.environ.get("POLL_ATTEMPTS", "120"))


@mcp.tool()
def generate(task_id: str) -> str:
    max_retries = 30  # 30 x 20 s: ten minutes
    retry_interval = 20
    if task_id.startswith("hd-"):
        max_retries = 60
    for attempt in range(max_retries):  # want: RC104
        status = requests.get("https://api.example.com/q", params={"id": task_id}, timeout=10).json()["status"]
        if status == "Success":
            return "done"
        time.sleep(retry_interval)
    return "timed out"


@mcp.tool()
def export(job: str) -> str:
    attempt = 0
    while attempt < POLL_ATTEMPTS:  # want: RC104
        if requests.get("https://api.example.com/jobs/" + job, timeout=5).json()["done"]:
            return "ok"
        attempt += 1
        time.sleep(1)
    return "pending"


@mcp.tool()
def quick(job: str) -> str:
    # 5 passes x 2 s = 10 s: within the 30 s tool budget
    for _ in range(5):
        if requests.get("https://api.example.com/jobs/" + job, timeout=3).json()["done"]:
            return "ok"
        time.sleep(2)
    return "pending"


@mcp.tool()
def follow(job: str, passes: int) -> str:
    # the bound is the caller's: not read, not judged
    for _ in range(passes):
        if requests.get("https://api.example.com/jobs/" + job, timeout=3).json()["done"]:
            return "ok"
        time.sleep(10)
    return "pending"


@mcp.tool()
def list_all(cursor: str) -> list:
    # pagination paced by a sleep: a walk, not a wait for one result
    out = []
    for _ in range(100):
        page = requests.get("https://api.example.com/items", params={"cursor": cursor}, timeout=5).json()
        out.extend(page["items"])
        cursor = page.get("next_cursor")
        if not cursor:
            break
        time.sleep(1)
    return out
