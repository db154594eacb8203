# A session a method returns, mounted with an adapter of the file's own: the
# adapter may set a default timeout, so no call on a returned session of
# this file is judged (a clean look-alike of returned_client.py).
import requests
from requests.adapters import HTTPAdapter


class Mounted:
    def _session(self):
        s = requests.Session()
        s.mount("https://", TimeoutAdapter())
        return s

    def get(self, path):
        return self._session().get(path).json()


class TimeoutAdapter(HTTPAdapter):
    def send(self, request, **kwargs):
        kwargs.setdefault("timeout", 10)
        return super().send(request, **kwargs)


class Plain:
    def _session(self):
        return requests.Session()

    def get(self, path):
        return self._session().get(path).json()
