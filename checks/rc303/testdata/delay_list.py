import asyncio
import time

import httpx
import requests


# a list of delays bounds the retries: not RC303
def literal_list(url):
    for delay in [1, 2, 4]:
        try:
            return requests.get(url, timeout=5).json()
        except requests.RequestException:
            time.sleep(delay)
    return None


# a status retry whose except clauses all raise, with no bound: RC303
async def status_retry_forever(url):
    while True:  # want: RC303
        try:
            async with httpx.AsyncClient() as client:
                r = await client.get(url, timeout=5)
                if r.status_code == 503:
                    await asyncio.sleep(1)
                    continue
                return r.json()
        except httpx.TimeoutException as e:
            raise RuntimeError("timed out") from e


# the same, bounded by its header: clean
async def status_retry_bounded(url):
    for attempt in range(3):
        try:
            async with httpx.AsyncClient() as client:
                r = await client.get(url, timeout=5)
                if r.status_code == 503:
                    await asyncio.sleep(1)
                    continue
                return r.json()
        except httpx.TimeoutException as e:
            raise RuntimeError("timed out") from e
    return None
