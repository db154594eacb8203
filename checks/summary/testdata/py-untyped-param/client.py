# A wrapper client of the repository: post_request sends a POST; the
# read-only client's post_request of the same name only reads.
import requests


class SpiraClient:
    def post_request(self, path, body):
        return requests.post("https://spira.example/api/" + path, json=body, timeout=10).json()


class ReadOnlyClient:
    def post_request(self, path, body):
        return requests.get("https://spira.example/api/" + path, params=body, timeout=10).json()
