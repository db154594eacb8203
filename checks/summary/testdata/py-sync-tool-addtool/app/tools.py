import requests


def forecast(city: str) -> str:
    r = requests.get("https://api.example.com/f", params={"q": city}, timeout=10)  # want: RC201 whole-only (the registry reads the scan's inputs only: a diff of this file alone does not read server.py)
    return r.text


def not_a_tool(city: str) -> str:
    # nothing registers it: it runs where its caller runs
    return requests.get("https://api.example.com/h", params={"q": city}, timeout=10).text


TOOLS = [forecast]
