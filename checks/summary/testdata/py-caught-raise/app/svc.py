import httpx


async def fetch_thing(thing_id: str) -> dict:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/things/{thing_id}")
            r.raise_for_status()
            return r.json()
    except httpx.HTTPError as e:
        raise RuntimeError(f"upstream failed: {e}")  # want: RC402 whole-only


async def fetch_quiet(thing_id: str) -> dict:
    # A fixed message, the cause chained for the log only.
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/quiet/{thing_id}")
            r.raise_for_status()
            return r.json()
    except httpx.HTTPError as e:
        raise RuntimeError("quiet lookup failed") from e


async def fetch_guarded(thing_id: str) -> dict:
    # Composed text, but the only tool that calls it catches and answers with fixed text.
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/guarded/{thing_id}")
            r.raise_for_status()
            return r.json()
    except httpx.HTTPError as e:
        raise RuntimeError(f"guarded lookup failed: {e}")
