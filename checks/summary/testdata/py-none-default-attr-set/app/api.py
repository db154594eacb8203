import requests


class JsonApi:
    # look-alike: clients.py passes timeout=30
    def __init__(self, base_url=None, timeout=None, headers=None):
        self.base_url = base_url
        self.timeout = timeout
        self.headers = headers or {}

    def get(self, path):
        return requests.request(
            "GET",
            self.base_url + path,
            headers=self.headers,
            timeout=self.timeout,
        ).json()


class Configured:
    # look-alike: the server passes read_timeout=30
    def __init__(self, base_url, read_timeout=None):
        self.base_url = base_url
        self.read_timeout = read_timeout

    def get(self, path):
        return requests.get(self.base_url + path, timeout=self.read_timeout).json()


class Defaulted:
    # look-alike: __init__ replaces None with a number
    def __init__(self, base_url, connect_timeout=None):
        if connect_timeout is None:
            connect_timeout = 10
        self.base_url = base_url
        self.connect_timeout = connect_timeout

    def get(self, path):
        return requests.get(self.base_url + path, timeout=self.connect_timeout).json()
