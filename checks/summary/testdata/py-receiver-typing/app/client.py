import requests


class ApiClient:
    def __init__(self, token=None):
        self.session = requests.Session()

    def post(self, path, data):
        return self.session.post("https://api.example.com/" + path, json=data)  # want: RC101

    def get(self, path):
        return self.session.get("https://api.example.com/" + path)  # want: RC101


shared = ApiClient()
