import requests


class BasecampClient:
    def __init__(self, base: str):
        self.base_url = base

    def get(self, endpoint: str) -> requests.Response:
        return requests.get(f"{self.base_url}/{endpoint}", timeout=10)

    def get_projects(self) -> list:
        response = self.get("projects.json")
        if response.status_code == 200:
            return response.json()
        raise Exception(f"Failed to get projects: {response.status_code} - {response.text}")

    def check(self, name: str) -> str:
        if not name:
            raise ValueError("name is required")
        return name.strip()
