import httpx


def metrics():
    httpx.get("http://localhost:9090/metrics", timeout=2)  # localhost is no upstream


def remote():
    httpx.post("https://hooks.example/notify", json={}, timeout=5)  # want: RC404
