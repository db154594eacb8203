import requests

BASE = "https://cloud.example.com/v1"


class ApiClient:
    def create_instance(self, name: str) -> dict:
        return requests.post(f"{BASE}/instances", json={"name": name}, timeout=10).json()

    def pause_instance(self, iid: str) -> dict:
        return requests.post(f"{BASE}/instances/{iid}/pause", timeout=10).json()

    def rename_instance(self, iid: str, name: str) -> dict:
        return requests.patch(f"{BASE}/instances/{iid}", json={"name": name}, timeout=10).json()


class Manager:
    def __init__(self):
        self.client = ApiClient()

    def create_instance(self, name: str) -> dict:
        return self.client.create_instance(name)

    def pause_instance(self, iid: str) -> dict:
        return self.client.pause_instance(iid)

    def rename_instance(self, iid: str, name: str) -> dict:
        return self.client.rename_instance(iid, name)
