# An API client whose one request helper passes its **kwargs to a
# requests.Session built in __init__ (MiniMax-MCP's MinimaxAPIClient): a
# session has no default timeout, and no caller passes timeout=.
import requests


class ApiClient:
    def __init__(self, api_key: str, api_host: str):
        self.api_host = api_host
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {api_key}"})

    def _make_request(self, method: str, endpoint: str, **kwargs):
        response = self.session.request(method, f"{self.api_host}{endpoint}", **kwargs)  # want: RC101 whole-only
        response.raise_for_status()
        return response.json()

    def get(self, endpoint: str, **kwargs):
        return self._make_request("GET", endpoint, **kwargs)

    def post(self, endpoint: str, **kwargs):
        return self._make_request("POST", endpoint, **kwargs)

    def voices(self):
        return self.get("/v1/voices")

    def speak(self, text: str):
        return self.post("/v1/t2a", json={"text": text})


class BoundedClient:
    """Clean look-alike: every caller of the helper passes timeout=."""

    def __init__(self, api_host: str):
        self.api_host = api_host
        self.session = requests.Session()

    def _request(self, method: str, endpoint: str, **kwargs):
        response = self.session.request(method, f"{self.api_host}{endpoint}", **kwargs)
        return response.json()

    def voices(self):
        return self._request("GET", "/v1/voices", timeout=(5, 20))

    def speak(self, text: str):
        return self._request("POST", "/v1/t2a", json={"text": text}, timeout=(5, 60))


class DefaultingClient:
    """Clean look-alike: the helper defaults its own kwargs' timeout."""

    def __init__(self, api_host: str):
        self.api_host = api_host
        self.session = requests.Session()

    def _request(self, method: str, endpoint: str, **kwargs):
        kwargs.setdefault("timeout", 10)
        response = self.session.request(method, f"{self.api_host}{endpoint}", **kwargs)
        return response.json()

    def voices(self):
        return self._request("GET", "/v1/voices")
