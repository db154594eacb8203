import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sessions")

API = "https://api.example.com"


def get_retry_session(retries: int = 3) -> requests.Session:
    session = requests.Session()
    retry_strategy = Retry(total=3, backoff_factor=1.0, status_forcelist=(429, 500, 502, 503, 504), allowed_methods=["POST", "GET"])
    adapter = HTTPAdapter(max_retries=retry_strategy)
    session.mount("https://", adapter)
    return session


class Client:
    def __init__(self):
        self.session = requests.Session()
        self.session.mount("https://", HTTPAdapter(max_retries=Retry(total=5, backoff_factor=0.5)))

    def fetch(self, path: str) -> dict:
        return self.session.get(API + path, timeout=10).json()  # want: RC104

    def create(self, path: str, body: dict) -> dict:
        # POST is not in urllib3's default allowed_methods: its read timeout is not retried
        return self.session.post(API + path, json=body, timeout=10).json()


client = Client()


@mcp.tool()
def count(q: str) -> dict:
    session = get_retry_session()
    # up to 4 attempts x 20 s + backoff: over the 30 s budget
    return session.post(API + "/count", json={"q": q}, timeout=20).json()  # want: RC104


@mcp.tool()
def ping() -> dict:
    session = get_retry_session()
    # 4 x 5 s = 20 s: within the budget
    return session.get(API + "/ping", timeout=5).json()


@mcp.tool()
def item(name: str) -> dict:
    return client.fetch("/items/" + name)  # want: RC104


@mcp.tool()
def make(name: str) -> dict:
    return client.create("/items", {"name": name})


@mcp.tool()
def plain(name: str) -> dict:
    # a session with no retries mounted
    return requests.Session().get(API + "/plain/" + name, timeout=20).json()
