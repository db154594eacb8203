# A session whose Retry allows POST, used only for POSTs to read endpoints
# (wandb-mcp-server's Weave client: POST /calls/stream_query): retrying them
# repeats a read. The look-alike posts a create through its session.
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

API = "https://trace.example.com"


class WeaveClient:
    def __init__(self) -> None:
        self.session = requests.Session()
        strategy = Retry(total=3, backoff_factor=1.0, allowed_methods=["POST", "GET"])
        adapter = HTTPAdapter(max_retries=strategy)
        self.session.mount("https://", adapter)

    def query_traces(self, params: dict) -> dict:
        url = f"{API}/calls/stream_query"
        return self.session.post(url, json=params, timeout=30).json()


class TicketClient:
    def __init__(self) -> None:
        self.session = requests.Session()
        strategy = Retry(total=3, backoff_factor=1.0, allowed_methods=["POST", "GET"])  # want: RC301
        self.session.mount("https://", HTTPAdapter(max_retries=strategy))

    def search(self, q: str) -> dict:
        return self.session.post(f"{API}/tickets/search", json={"q": q}, timeout=30).json()

    def open_ticket(self, title: str) -> dict:
        return self.session.post(f"{API}/tickets", json={"title": title}, timeout=30).json()
