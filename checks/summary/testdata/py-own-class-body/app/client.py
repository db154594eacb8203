import httpx


class ApiError(Exception):
    pass


class WholeError(Exception):
    pass


def fetch(path):
    r = httpx.get("http://api.example/" + path, timeout=5)
    if r.status_code >= 400:
        raise ApiError(f"HTTP {r.status_code}: {r.text}")
    return r.json()


def fetch_named(path):
    r = httpx.get("http://api.example/" + path, timeout=5)
    if not r.is_success:
        body = r.text
        raise ApiError("upstream failed: " + body)
    return r.json()


def fetch_fixed(path):
    r = httpx.get("http://api.example/" + path, timeout=5)
    if r.status_code >= 400:
        raise ApiError(f"HTTP {r.status_code}: the upstream refused the request")
    return r.json()


def fetch_whole(path):
    r = httpx.get("http://api.example/" + path, timeout=5)
    if r.status_code >= 400:
        raise WholeError(r.text)
    return r.json()


def fetch_success_branch(path):
    r = httpx.get("http://api.example/" + path, timeout=5)
    if r.status_code == 200:
        raise ApiError(f"unexpected body: {r.text}")
    return None
