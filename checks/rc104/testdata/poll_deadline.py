import asyncio
import time

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jobs")

MAX_WAIT_SECONDS = 600


@mcp.tool()
def wait_job(job: str) -> str:
    start = time.time()
    while True:
        if requests.get("https://api.example.com/jobs/" + job, timeout=5).json()["done"]:
            return "ok"
        if time.time() - start > MAX_WAIT_SECONDS:  # want: RC104
            return "timed out"
        time.sleep(5)


@mcp.tool()
def wait_deadline(job: str) -> str:
    deadline = time.monotonic() + 120  # want: RC104
    while time.monotonic() < deadline:
        if requests.get("https://api.example.com/jobs/" + job, timeout=5).json()["done"]:
            return "ok"
        time.sleep(2)
    return "pending"


def _wait_impl(job: str, poll_interval: float, timeout: float = 3600.0) -> str:
    started = time.time()
    while True:
        elapsed = time.time() - started
        if elapsed >= timeout:
            return "timed out"
        if requests.get("https://api.example.com/runs/" + job, timeout=5).json()["state"] == "success":
            return "ok"
        time.sleep(poll_interval)


@mcp.tool()
def trigger_and_wait(job: str, timeout: float = 3600.0) -> str:  # want: RC104
    return _wait_impl(job, 5.0, timeout=timeout)


@mcp.tool()
def quick_wait(job: str) -> str:
    # a 20 s deadline: within the 30 s tool budget
    start = time.time()
    while time.time() - start < 20:
        if requests.get("https://api.example.com/jobs/" + job, timeout=5).json()["done"]:
            return "ok"
        time.sleep(1)
    return "pending"


@mcp.tool()
def short_count(job: str) -> str:
    # 5 passes x 2 s end long before the 600 s deadline: the passes bound the wait
    start = time.time()
    for _ in range(5):
        if time.time() - start > MAX_WAIT_SECONDS:
            break
        if requests.get("https://api.example.com/jobs/" + job, timeout=3).json()["done"]:
            return "ok"
        time.sleep(2)
    return "pending"


@mcp.tool()
def tail_log(job: str) -> str:
    # no sleep: the loop reads, it does not wait for a state
    start = time.time()
    lines = []
    while time.time() - start < 600:
        lines.append(requests.get("https://api.example.com/log/" + job, timeout=5).text)
        if len(lines) > 3:
            break
    return "\n".join(lines)


def background_sync() -> None:
    # not on a tool's path: a worker's own deadline
    deadline = time.time() + 3600
    while time.time() < deadline:
        requests.post("https://api.example.com/sync", timeout=10)
        time.sleep(60)


@mcp.tool()
def run_with_short_default(cmd: str, timeout: float = 20.0) -> str:
    return _wait_impl(cmd, 1.0, timeout=timeout)


@mcp.tool()
def nested_helper(job: str) -> str:
    def fetch(url: str, timeout: float = 90.0) -> str:
        return requests.get(url, timeout=timeout).text

    return fetch("https://api.example.com/jobs/" + job, 10)


@mcp.tool()
def shutdown_vm(node: str, vmid: int, timeout: int = 60) -> str:
    # the remote task's own timeout, sent as a parameter of the API: the POST returns at once
    return proxmox.nodes(node).qemu(vmid).status.shutdown.post(timeout=timeout)


@mcp.tool()
async def wait_async(job: str) -> str:
    loop = asyncio.get_running_loop()
    end = loop.time() + 300  # want: RC104
    while loop.time() < end:
        if requests.get("https://api.example.com/jobs/" + job, timeout=5).json()["done"]:
            return "ok"
        await asyncio.sleep(3)
    return "pending"
