import requests

API = "https://trace.example.com"


class TraceClient:
    def __init__(self) -> None:
        self.session = requests.Session()

    def query(self, params: dict) -> dict:
        return self.session.post(f"{API}/calls/query", json=params, timeout=30).json()


_session = requests.Session()


def count_traces(project: str) -> int:
    r = _session.post(f"{API}/calls/count", json={"project": project}, timeout=30)
    return r.json()["count"]


def describe(project: str) -> str:
    return f"project {project}"
