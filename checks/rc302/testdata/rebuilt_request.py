import time
import urllib.error
import urllib.request

API = "https://api.example.com"


def get(path: str, token: str, retries: int = 3) -> bytes:
    # The request is rebuilt on every pass from values the loop does not
    # move: each pass sends the same GET again, so this is a retry loop.
    for attempt in range(retries):
        url = f"{API}{path}"
        req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
        try:
            with urllib.request.urlopen(req, timeout=5) as resp:
                return resp.read()
        except (TimeoutError, urllib.error.URLError):
            if attempt < retries - 1:
                backoff = 2 ** (attempt + 1)
                time.sleep(backoff)  # want: RC302
                continue
            raise
    raise RuntimeError("unreachable")


def next_mirror(url: str) -> str:
    return url.replace("eu.", "us.")


def get_any_mirror(url: str) -> bytes:
    # Clean look-alike: each pass asks another mirror (url moves through a
    # function of the loop), a walk over inputs, not the same request again.
    for attempt in range(3):
        req = urllib.request.Request(url)
        try:
            with urllib.request.urlopen(req, timeout=5) as resp:
                return resp.read()
        except urllib.error.URLError:
            url = next_mirror(url)
            time.sleep(2**attempt)
    raise RuntimeError("no mirror answered")
