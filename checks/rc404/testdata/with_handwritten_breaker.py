import requests


class CircuitBreaker:
    def __init__(self):
        self.failures = 0


breaker = CircuitBreaker()


def get(url):
    return requests.get(url, timeout=5)  # a hand-written breaker exists in this file
