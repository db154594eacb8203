import asyncio
import random
import time

import httpx
import requests

RETRY_DELAYS = [0.5, 1.0, 2.0]


# ---- positives ----


def literal_list(url):
    for delay in [1, 2, 4]:
        try:
            return requests.get(url, timeout=5).json()
        except requests.RequestException:
            time.sleep(delay)  # want: RC302
    return None


def same_delay_list(url):
    for delay in (2, 2, 2):
        try:
            return requests.get(url, timeout=5).json()
        except requests.RequestException:
            time.sleep(delay)  # want: RC302
    return None


async def named_list(url):
    for delay in RETRY_DELAYS:
        if delay:
            await asyncio.sleep(delay)  # want: RC302
        try:
            async with httpx.AsyncClient() as client:
                r = await client.get(url, timeout=5, follow_redirects=True)
                r.raise_for_status()
                return r.json()
        except httpx.HTTPError:
            continue
    return None


async def status_retry_all_raise(url):
    backoff = 1.0
    for attempt in range(4):
        try:
            async with httpx.AsyncClient() as client:
                r = await client.get(url, timeout=5)
                if r.status_code in (502, 503, 504):
                    await asyncio.sleep(backoff)  # want: RC302
                    backoff *= 2
                    continue
                return r.json()
        except httpx.TimeoutException as e:
            raise RuntimeError("timed out") from e
    return None


# ---- clean twins ----


def jittered_list(url):
    for delay in [1, 2, 4]:
        try:
            return requests.get(url, timeout=5).json()
        except requests.RequestException:
            time.sleep(delay + random.uniform(0, delay))
    return None


def unknown_list(url, schedule):
    for delay in schedule.values:
        try:
            return requests.get(url, timeout=5).json()
        except requests.RequestException:
            time.sleep(delay)
    return None


def items_not_delays(urls):
    for url in [1, 2, 3]:
        try:
            return requests.get(str(url), timeout=5).json()
        except requests.RequestException:
            time.sleep(1)
    return None


async def status_retry_jitter(url):
    backoff = 1.0
    for attempt in range(4):
        try:
            async with httpx.AsyncClient() as client:
                r = await client.get(url, timeout=5)
                if r.status_code == 429:
                    await asyncio.sleep(backoff * random.random())
                    backoff *= 2
                    continue
                return r.json()
        except httpx.TimeoutException as e:
            raise RuntimeError("timed out") from e
    return None
