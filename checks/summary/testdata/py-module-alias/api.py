# Request helpers of another module: get_json is sync, so it blocks the
# thread; label does no I/O.
import requests


def get_json(url):
    return requests.get(url, timeout=10).json()


def label(url):
    return url.strip()
