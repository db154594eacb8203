# A request helper of another module: sync, so it blocks the thread.
import requests


def get_json(url):
    return requests.get(url, timeout=10).json()


def label(url):
    return url.strip()
