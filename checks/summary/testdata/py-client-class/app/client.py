import requests


class BaseClient:
    def _get(self, path):
        return requests.get("https://api.example.com" + path)  # want: RC101


class ApiClient(BaseClient):
    def __init__(self, token):
        self.token = token

    def user(self, uid):
        return self._get(f"/users/{uid}")

    def bounded(self, uid):
        return requests.get(f"https://api.example.com/{uid}", timeout=5)


client = ApiClient("t")
