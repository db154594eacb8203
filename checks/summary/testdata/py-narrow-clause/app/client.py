import httpx


class Api:
    def __init__(self, base: str):
        self.base = base
        self.client = httpx.Client(timeout=10)

    def get_thing(self, thing_id: str) -> dict:
        if not thing_id.isdigit():
            raise ValueError("thing_id must be numeric")
        r = self.client.get(f"{self.base}/things/{thing_id}")
        r.raise_for_status()
        return r.json()

    def get_wrapped(self, thing_id: str) -> dict:
        # The httpx error comes out as a ValueError holding its text.
        try:
            r = self.client.get(f"{self.base}/wrapped/{thing_id}")
            r.raise_for_status()
            return r.json()
        except httpx.HTTPError as e:
            raise ValueError(f"lookup failed: {e}")
