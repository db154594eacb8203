import httpx


def fetch_thing(thing_id: str) -> dict:
    # The caught error's text goes into the new error through a local.
    try:
        r = httpx.get(f"https://api.example.com/things/{thing_id}", timeout=10)
        r.raise_for_status()
        return r.json()
    except Exception as e:
        msg = f"upstream failed: {e}"
        raise RuntimeError(msg) from e


def fetch_status(thing_id: str) -> dict:
    # Clean twin: the local holds only the error's class name.
    try:
        r = httpx.get(f"https://api.example.com/status/{thing_id}", timeout=10)
        r.raise_for_status()
        return r.json()
    except Exception as e:
        kind = type(e).__name__
        raise RuntimeError(f"upstream failed ({kind})") from e
