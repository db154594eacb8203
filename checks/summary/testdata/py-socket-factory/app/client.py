import requests


def fetch_report(q):
    return requests.get("https://reports.example.com", params={"q": q}, timeout=10).text
