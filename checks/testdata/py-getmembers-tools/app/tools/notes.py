import httpx

NOTES_URL = "https://notes.example.com/api/notes"


async def add_note(token, *, ticket_id: str, body: str) -> dict:  # want: RC601
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{NOTES_URL}/{ticket_id}", json={"body": body})
    return r.json()
