# Clean look-alike: the file mounts an adapter that may give the session a
# default timeout, so the forwarded **kwargs are not judged.
import requests
from requests.adapters import HTTPAdapter


class TimeoutAdapter(HTTPAdapter):
    def send(self, request, **kwargs):
        kwargs.setdefault("timeout", (5, 30))
        return super().send(request, **kwargs)


class MountedClient:
    def __init__(self):
        self.session = requests.Session()
        self.session.mount("https://", TimeoutAdapter())

    def _request(self, method: str, url: str, **kwargs):
        return self.session.request(method, url, **kwargs).json()

    def items(self):
        return self._request("GET", "https://api.example.com/items")
