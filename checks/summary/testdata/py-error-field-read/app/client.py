# A client whose request helper returns the httpx error's text in the
# "error" field of a dict (yusiny/posthog-mcp core/client.py:50).
import httpx


class Client:
    async def _request(self, method, url):
        async with httpx.AsyncClient() as client:
            try:
                r = await client.request(method, url, timeout=30.0)
                r.raise_for_status()
                return r.json()
            except Exception as e:
                return {"error": str(e)}  # want: RC402 whole-only

    async def get(self, url):
        return await self._request("GET", url)

    async def fixed(self, url):
        # Clean twin: a fixed message in the error field.
        try:
            async with httpx.AsyncClient() as client:
                return (await client.get(url, timeout=30.0)).json()
        except httpx.HTTPError:
            return {"error": "lookup failed"}
