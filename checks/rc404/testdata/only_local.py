import requests


def health():
    return requests.get("http://127.0.0.1:8080/health", timeout=1)
