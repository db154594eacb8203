# The client's post() hands "POST" to the request helper (methodarg.Verb):
# the summaries carry the POST from post() to the tools that call it.
import requests


class ApiClient:
    def __init__(self):
        self.session = requests.Session()

    def _make_request(self, method: str, endpoint: str, **kwargs):
        return self.session.request(method, "https://api.example" + endpoint, timeout=10, **kwargs).json()

    def post(self, endpoint: str, **kwargs):
        return self._make_request("POST", endpoint, **kwargs)

    def get(self, endpoint: str, **kwargs):
        return self._make_request("GET", endpoint, **kwargs)
