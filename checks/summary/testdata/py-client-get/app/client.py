# An API client class whose get() sends a GET request (errorigin's
# builtReceiver): a tool's api.get(path) is the client's request, not a
# dict lookup.
import requests


class ApiClient:
    def __init__(self, base: str):
        self.base = base

    def get(self, path: str) -> dict:
        return requests.get(self.base + path, timeout=5).json()


class Settings:
    def __init__(self):
        self.values = {"region": "eu"}

    def get(self, key: str) -> str:
        return self.values[key]
