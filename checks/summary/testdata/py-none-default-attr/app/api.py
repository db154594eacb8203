import requests


class JsonApi:
    # timeout defaults to None and no client in the repository passes one:
    # every request goes out with timeout=None
    def __init__(self, base_url=None, timeout=None, headers=None):
        self.base_url = base_url
        self.timeout = timeout
        self.headers = headers or {}

    def get(self, path):
        return requests.request(  # not reported: pynonebound's attribute reading is off (review34b HIGH-1, HIGH-3)
            "GET",
            self.base_url + path,
            headers=self.headers,
            timeout=self.timeout,
        ).json()
