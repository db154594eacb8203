# Loops that move on each pass are not retries, even with a wait in them:
# the call they make next is a different one (the next page, line, job or
# redirect target), so backoff and jitter do not apply.
import asyncio
import time

import requests


def follow(session, url):
    for hop in range(10):  # following redirects, bounded by a redirect limit
        try:
            resp = session.get(url, allow_redirects=False, timeout=5)
            if resp.status_code not in (301, 302, 307, 308):
                return resp
            url = resp.headers["Location"]
        except requests.ConnectionError:
            pass
        time.sleep(0.1)


def all_pages(session, url):
    cursor = None
    while True:  # pagination: the cursor changes each pass
        try:
            page = session.get(url, params={"cursor": cursor}, timeout=5).json()
            if not page.get("next_cursor"):
                return page
            cursor = page["next_cursor"]
        except requests.ConnectionError:
            pass
        time.sleep(0.2)


def tail(stream):
    while True:  # reading a stream line by line
        try:
            line = stream.readline()
            if not line:
                return
            handle(line)
        except OSError:
            pass
        time.sleep(0.05)


async def worker(queue):
    while True:  # a work queue: each pass takes the next job
        try:
            job = await queue.get()
            if job is None:
                return
            await handle(job)
        except Exception:
            pass
        await asyncio.sleep(1)
