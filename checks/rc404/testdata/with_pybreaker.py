import pybreaker
import requests

b = pybreaker.CircuitBreaker()


@b
def get(url):
    return requests.get(url, timeout=5)
