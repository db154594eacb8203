"""Delays that honour Retry-After when the server sends it and otherwise back
off exponentially with no random part (fallbackdelay.go), delays built from
environment settings, and constants named like a rate limit."""
import asyncio
import os
import random

import httpx

RATE_LIMIT_BACKOFF_SECONDS = 5

# ---- positives ----


async def header_or_grow(client: httpx.AsyncClient, url, max_retries=3):
    for attempt in range(max_retries + 1):
        response = await client.get(url)
        if response.status_code == 429:
            retry_after = response.headers.get("Retry-After")
            if attempt < max_retries:
                wait_time = retry_after if retry_after else 5
                wait_time = min(wait_time * (2**attempt), 60)
                await asyncio.sleep(wait_time)  # want: RC302
                continue
            raise RuntimeError("rate limited")
        return response.json()


async def rebound_wait(func, *args, max_retries=3, **kwargs):
    for attempt in range(max_retries):
        try:
            return await func(*args, **kwargs)
        except httpx.HTTPStatusError as e:
            if e.response.status_code == 429:
                wait_time = (2**attempt) * 1.0
                retry_after = e.response.headers.get("Retry-After")
                if retry_after:
                    wait_time = float(retry_after)
                await asyncio.sleep(wait_time)  # want: RC302
                continue
            raise
    raise RuntimeError("max retries")


async def env_configured(func, *args, max_delay=None, **kwargs):
    if max_delay is None:
        max_delay = float(os.getenv("APP_RETRY_MAX_DELAY", "10.0"))
    for attempt in range(4):
        try:
            return await func(*args, **kwargs)
        except Exception:
            if attempt >= 3:
                raise
            delay = min(0.5 * (2.0**attempt), max_delay)
            await asyncio.sleep(delay)  # want: RC302


async def constant_named_rate_limit(client: httpx.AsyncClient, url):
    for _ in range(5):
        try:
            return await client.get(url)
        except httpx.TransportError:
            await asyncio.sleep(RATE_LIMIT_BACKOFF_SECONDS)  # want: RC302
    raise RuntimeError("unreachable")


async def status_in_local(client: httpx.AsyncClient, method, path):
    backoff = 1.0
    for attempt in range(4):
        response = await client.get(path)
        if response.is_success:
            return response.json()
        is_retryable = response.status_code in (429, 502, 503)
        if is_retryable and attempt < 3:
            await asyncio.sleep(backoff)  # want: RC302
            backoff *= 2
            continue
        raise RuntimeError(response.text)


# ---- negatives ----


async def header_or_jittered(client: httpx.AsyncClient, url):
    for attempt in range(4):
        response = await client.get(url)
        if response.status_code == 429:
            retry_after = response.headers.get("Retry-After")
            wait = float(retry_after) if retry_after else random.uniform(0, 2**attempt)
            await asyncio.sleep(wait)
            continue
        return response


async def header_or_fixed(client: httpx.AsyncClient, url):
    # a fixed fallback next to the server's pace is not judged
    for _ in range(4):
        response = await client.get(url)
        if response.status_code == 429:
            retry_after = response.headers.get("Retry-After")
            await asyncio.sleep(float(retry_after) if retry_after else 5)
            continue
        return response


async def header_only(client: httpx.AsyncClient, url):
    for _ in range(4):
        response = await client.get(url)
        if response.status_code == 429:
            await asyncio.sleep(float(response.headers["Retry-After"]))
            continue
        return response


async def status_in_local_quoted(client: httpx.AsyncClient, job_id):
    for _ in range(30):
        job = await client.get(f"/jobs/{job_id}")
        running = job.json()["status"] == "running"
        if running:
            await asyncio.sleep(2)
            continue
        return job


async def other_branch_grows(client: httpx.AsyncClient, url):
    # the exponential wait belongs to the network-error branch (reported
    # there); the 429 path waits the header or a fixed default
    for attempt in range(4):
        try:
            response = await client.get(url)
        except httpx.TransportError:
            wait = 0.5 * (2**attempt)
            await asyncio.sleep(wait)  # want: RC302
            continue
        if response.status_code == 429:
            retry_after = response.headers.get("Retry-After")
            wait = int(retry_after) if retry_after else 5
            await asyncio.sleep(wait)
            continue
        return response
