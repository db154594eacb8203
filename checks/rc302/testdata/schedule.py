import time

import requests

DELAYS = [1, 2, 4]
SAME = [2, 2, 2]


# ---- positives ----

def fetch_schedule(url):
    for attempt in range(3):
        try:
            return requests.get(url, timeout=10)
        except requests.ConnectionError:
            time.sleep(DELAYS[attempt])  # want: RC302


def fetch_fixed(url):
    for attempt in range(3):
        try:
            return requests.get(url, timeout=10)
        except requests.ConnectionError:
            time.sleep(SAME[attempt])  # want: RC302


# ---- clean look-alike: the index is not the attempt ----

def fetch_other(url, tier):
    for attempt in range(3):
        try:
            return requests.get(url, timeout=10)
        except requests.ConnectionError:
            time.sleep(DELAYS[tier])
