import requests

API = "https://api.example.com/v2"


def get_user(uid):
    return requests.get(f"{API}/users/{uid}", timeout=(5, 20))  # want: RC404


def list_users():
    return requests.get(f"{API}/users", timeout=(5, 20))
