"""Retry loops that leave when the answer is not retryable and wait on the rest
of the body (retryguard.Inverted): blazickjp/arxiv-mcp-server
citation_graph.py:124, mhajder/zabbix-mcp retry.py:68."""
import asyncio
import random
import time

import httpx
import requests

# ---- positives ----


async def s2_get(client: httpx.AsyncClient, url):
    for attempt in range(4):
        response = await client.get(url)
        if response.status_code != 429:
            response.raise_for_status()
            return response
        if attempt == 3:
            break
        wait = 2**attempt
        await asyncio.sleep(wait)  # want: RC302
    raise RuntimeError("rate limited")


RETRY_STATUSES = {429, 502, 503}


async def retry_middleware(request, handler):
    for attempt in range(1, 4):
        response = await handler(request)
        if response.status not in RETRY_STATUSES or attempt == 3:
            return response
        response.release()
        await asyncio.sleep(2)  # want: RC302


def not_retryable(url):
    for attempt in range(5):
        r = requests.get(url, timeout=5)
        if not is_retryable(r):
            return r
        time.sleep(0.5 * 2**attempt)  # want: RC302


def is_retryable(r):
    return r.status_code >= 500


# ---- clean look-alikes ----


async def jittered(client: httpx.AsyncClient, url):
    for attempt in range(4):
        response = await client.get(url)
        if response.status_code != 429:
            return response
        await asyncio.sleep(random.uniform(0, 2**attempt))


def job_state(client, job):
    for _ in range(10):
        r = client.get(f"/jobs/{job}")
        if r.json()["state"] != "running":
            return r
        time.sleep(2)


def sleeps_inside_guard(url):
    # the wait is in no statement after the guard: not this shape
    for attempt in range(3):
        r = requests.get(url, timeout=5)
        if r.status_code != 503:
            time.sleep(1)
            return r
