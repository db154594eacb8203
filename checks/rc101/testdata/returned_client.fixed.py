# Clients a helper or a method of the file returns (issue 18, fifth session:
# "origin unknown: client returned by a method of a same-file class"): the
# call on the returned client is judged by how the client was built.
import httpx
import requests


class Api:
    def __init__(self):
        self._client = None

    def _get_client(self):
        if self._client is None:
            self._client = requests.Session()
        return self._client

    def _new(self):
        return requests.Session()

    def get(self, path):
        client = self._get_client()
        return client.get(path, timeout=(5, 20)).json()  # want: RC101

    def post(self, path, body):
        return self._new().post(path, json=body, timeout=(5, 20)).json()  # want: RC101

    def bounded(self, path):
        return self._get_client().get(path, timeout=10).json()


_session = None


def get_session():
    global _session
    if _session is None:
        _session = requests.Session()
    return _session


def fetch_page(url):
    s = get_session()
    return s.get(url, timeout=(5, 20)).text  # want: RC101


# Clean look-alikes: a client built with a timeout inside the method, an
# httpx client (5 s default), a method that returns no client
# (returned_client_mounted.py: a session whose adapter the file mounts).
class Bounded:
    def _client(self):
        return httpx.Client(timeout=10)

    def get(self, path):
        return self._client().get(path).json()


class Other:
    def _cache(self):
        return {}

    def get(self, key):
        return self._cache().get(key)
