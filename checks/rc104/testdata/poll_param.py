import time

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jobs")


def wait_for_job(job: str, max_attempts: int = 60) -> str:
    for _ in range(max_attempts):  # want: RC104
        if requests.get("https://api.example.com/jobs/" + job, timeout=2).json()["done"]:
            return "ok"
        time.sleep(5)
    return "pending"


@mcp.tool()
def run_job(job: str) -> str:
    return wait_for_job(job)  # want: RC104


@mcp.tool()
def run_quick(job: str) -> str:
    # 3 passes x (2 s + 5 s) = 21 s: within the tool budget
    return wait_for_job(job, 3)


@mcp.tool()
def run_long(job: str) -> str:
    return wait_for_job(job, max_attempts=20)  # want: RC104


def fetch_pages(url: str, pages: int = 100) -> list:
    # a paging walk, not a wait: its sleeps pace the walk
    out = []
    cursor = None
    for _ in range(pages):
        r = requests.get(url, params={"cursor": cursor}, timeout=5).json()
        out.extend(r["items"])
        cursor = r.get("next_cursor")
        if not cursor:
            break
        time.sleep(1)
    return out


@mcp.tool()
def list_all(url: str) -> list:
    return fetch_pages(url)
