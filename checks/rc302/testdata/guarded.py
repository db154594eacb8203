import random
import time

import requests

RETRIES = 3

# ---- positives ----


def guarded_fixed(url, retries=3):
    for i in range(retries):
        try:
            return requests.get(url, timeout=10)
        except requests.RequestException:
            if i < retries - 1:
                time.sleep(2)  # want: RC302
                continue
            raise


def guarded_grows(url):
    for attempt in range(RETRIES):
        try:
            return requests.get(url, timeout=10)
        except requests.RequestException as exc:
            if attempt < RETRIES - 1:
                time.sleep(2**attempt)  # want: RC302
                continue
            raise RuntimeError("gave up") from exc


# ---- negatives ----


def guarded_jitter(url, retries=3):
    for i in range(retries):
        try:
            return requests.get(url, timeout=10)
        except requests.RequestException:
            if i < retries - 1:
                time.sleep(random.uniform(0, min(10, 0.2 * 2**i)))
                continue
            raise


def skip_item(urls):
    out = []
    for u in range(3):
        try:
            out.append(requests.get("http://x/%d" % u, timeout=10))
        except requests.RequestException:
            time.sleep(1)
            raise
    return out
