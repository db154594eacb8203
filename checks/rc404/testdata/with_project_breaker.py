import requests

from .resilience import upstream_breaker as guarded


def get(url):
    return guarded(lambda: requests.get(url, timeout=5))
