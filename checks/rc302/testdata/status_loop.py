"""Status-code retry loops with no try/except of their own (statusloop.go)."""
import asyncio
import random
import time

import httpx
import requests

# ---- positives ----


def fixed_status(url):
    for attempt in range(5):
        resp = requests.get(url, timeout=5)
        if resp.status_code in (429, 503):
            time.sleep(2)  # want: RC302
            continue
        return resp.json()


def grows_status(fn, max_retries=3):
    attempt = 0
    while True:
        resp = fn()
        status = resp.status_code
        if 200 <= status < 300:
            return resp
        if status in (429, 503):
            if attempt >= max_retries:
                raise RuntimeError("rate limited")
            backoff = 0.5 * (2**attempt)
            time.sleep(backoff)  # want: RC302
            attempt += 1
            continue
        raise RuntimeError(status)


async def after_try(client: httpx.AsyncClient, url):
    for attempt in range(4):
        try:
            response = await client.get(url)
        except httpx.ConnectError as e:
            raise RuntimeError("down") from e
        if response.status_code == 429 or response.status_code >= 500:
            if attempt < 3:
                await asyncio.sleep(2**attempt)  # want: RC302
                continue
        return response.json()


# ---- clean twins ----


def jittered_status(url):
    for attempt in range(5):
        resp = requests.get(url, timeout=5)
        if resp.status_code in (429, 503):
            time.sleep(random.uniform(0, 2**attempt))
            continue
        return resp.json()


def polls_job(url):
    while True:
        job = requests.get(url, timeout=5).json()
        if job["status"] == "running":
            time.sleep(2)
            continue
        return job
