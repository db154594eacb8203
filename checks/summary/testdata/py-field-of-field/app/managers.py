import requests


class IndexManager:
    """A manager class that makes its requests with a sync client."""

    def __init__(self, base: str):
        self.base = base

    def list_indexes(self) -> dict:
        return requests.get(self.base + "/indexes", timeout=10).json()


class LocalCache:
    """A field class that makes no request."""

    def __init__(self):
        self.items = {}

    def lookup(self, key: str):
        return self.items.get(key)


class SearchClient:
    """A wrapper whose fields are instances of the managers."""

    def __init__(self, base: str):
        self.indexes = IndexManager(base)
        self.cache = LocalCache()
