import requests


def lookup(q):
    return requests.get("https://api.example.com", params={"q": q}, timeout=5).text
