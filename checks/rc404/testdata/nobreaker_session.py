import requests


class Api:
    def __init__(self):
        self.session = requests.Session()

    def ping(self):
        return self.session.get("https://upstream.example/ping", timeout=5)  # want: RC404
