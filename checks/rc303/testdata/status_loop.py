"""Status-code retry loops with no try/except of their own (statusloop.go)."""
import random
import time

import requests

# ---- positives ----


def until_not_limited(url):
    while True:  # want: RC303
        resp = requests.get(url, timeout=5)
        if resp.status_code == 429:
            time.sleep(random.uniform(0, 2))
            continue
        return resp.json()


# ---- clean twins ----


def bounded_status(url, max_retries=3):
    attempt = 0
    while True:
        resp = requests.get(url, timeout=5)
        if resp.status_code == 429:
            if attempt >= max_retries:
                raise RuntimeError("rate limited")
            attempt += 1
            time.sleep(random.uniform(0, 2**attempt))
            continue
        return resp.json()
