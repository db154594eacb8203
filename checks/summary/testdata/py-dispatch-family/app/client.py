# A client whose methods hand a nested function to a helper that calls it
# (mcp-obsidian's Obsidian._safe_call shape, package checks/summary/handed).
import requests


class Vault:
    def __init__(self, url: str):
        self.url = url
        self.later = []

    def _safe_call(self, f):
        try:
            return f()
        except requests.HTTPError as e:
            raise RuntimeError("vault request failed") from e

    def _defer(self, f):
        self.later.append(f)  # stored, not called: runs nothing here
        return None

    def list_files(self) -> list:
        def call_fn():
            return requests.get(self.url + "/files", timeout=10).json()

        return self._safe_call(call_fn)

    def queue_refresh(self) -> None:
        def call_fn():
            return requests.post(self.url + "/refresh", timeout=10)

        self._defer(call_fn)
