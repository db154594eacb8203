import httpx

ARCHIVE_URL = "https://archive.example.com/api/entries"


async def create_entry(token, *, title: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(ARCHIVE_URL, json={"title": title})
    return r.json()
