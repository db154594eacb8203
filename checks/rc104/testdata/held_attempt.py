import asyncio
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tracker")


class TrackerClient:
    """The client each attempt sends on is built by an accessor: 30 s per attempt."""

    def __init__(self, max_retries: int = 3):
        self.max_retries = max_retries
        self._client = None

    async def _get_client(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = httpx.AsyncClient(timeout=httpx.Timeout(30.0))
        return self._client

    async def request(self, path: str) -> dict:
        retries = 0
        client = await self._get_client()
        while retries <= self.max_retries:  # want: RC104
            try:
                response = await client.get(path)
                return response.json()
            except httpx.HTTPError:
                retries += 1
                await asyncio.sleep(2**retries)
        raise RuntimeError("retries exhausted")


class QuickClient:
    """3 attempts x (5 s + 1 s): 18 s, within the 30 s tool budget."""

    def __init__(self):
        self.http = httpx.Client(timeout=5)

    def fetch(self, path: str) -> dict:
        for _ in range(3):
            try:
                return self.http.get(path).json()
            except httpx.HTTPError:
                time.sleep(1)
        return {}


class Mirror:
    """A held client of 20 s: each of 4 attempts may take it all."""

    def __init__(self):
        self.http = httpx.Client(timeout=20)

    def fetch(self, path: str) -> dict:
        for _ in range(4):  # want: RC104
            try:
                return self.http.get(path).json()
            except httpx.HTTPError:
                time.sleep(1)
        return {}

    def ping(self) -> bool:
        # no client of the class is used in the loop: a local sleep poll of 3 x 1 s
        for _ in range(3):
            time.sleep(1)
        return True


def build_client() -> httpx.Client:
    return httpx.Client(timeout=25)


def send_once(client: httpx.Client, path: str) -> httpx.Response:
    return client.get(path)


def fetch_report(path: str) -> dict:
    client = build_client()
    for _ in range(3):  # want: RC104
        response = send_once(client, path)
        if response.status_code < 500:
            return response.json()
        time.sleep(1)
    return {}


async def stream_status(job: str) -> str:
    async with httpx.AsyncClient(timeout=15) as client:
        for _ in range(4):  # want: RC104
            r = await client.get("https://api.example.com/jobs/" + job)
            if r.json()["done"]:
                return "ok"
            await asyncio.sleep(2)
    return "pending"


async def other_status(job: str) -> str:
    async with httpx.AsyncClient(timeout=15) as client:
        await client.get("https://api.example.com/warm")
    async with httpx.AsyncClient(timeout=2) as fast:
        for _ in range(4):
            r = await fast.get("https://api.example.com/jobs/" + job)
            if r.json()["done"]:
                return "ok"
            await asyncio.sleep(1)
    return "pending"


tracker = TrackerClient()
quick = QuickClient()
mirror = Mirror()


@mcp.tool()
async def get_issue(issue_id: str) -> dict:
    return await tracker.request("/issues/" + issue_id)  # want: RC104


@mcp.tool()
def quick_fetch(path: str) -> dict:
    return quick.fetch(path)


@mcp.tool()
def mirror_fetch(path: str) -> dict:
    mirror.ping()
    return mirror.fetch(path)  # want: RC104


@mcp.tool()
def report(path: str) -> dict:
    return fetch_report(path)  # want: RC104


@mcp.tool()
async def status(job: str) -> str:
    await other_status(job)
    return await stream_status(job)  # want: RC104


def refresh_token(token: str) -> dict:
    response = httpx.post("https://auth.example.com/token", data={"t": token}, timeout=30)
    return response.json()


def refresh_with_retry(token: str) -> dict:
    for attempt in range(3):  # want: RC104
        try:
            return refresh_token(token)
        except Exception:
            time.sleep(2**attempt)
    return {}


pages = httpx.Client(timeout=30)


def collect(limit: int = 500) -> list:
    # a walk: its passes are the data's (pages of many items), not counted
    items: list = []
    cursor = None
    while len(items) < limit:
        page = pages.get("https://api.example.com/items", params={"cursor": cursor}).json()
        items.extend(page["items"])
        cursor = page.get("next")
        if not cursor:
            break
    return items


@mcp.tool()
def refresh(token: str) -> dict:
    return refresh_with_retry(token)  # want: RC104


@mcp.tool()
def list_items() -> list:
    return collect()
