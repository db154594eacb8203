import httpx

TICKETS_URL = "https://tickets.example.com/api/tickets"


async def create_ticket(token, *, title: str) -> dict:  # want: RC601
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(TICKETS_URL, json={"title": title})
    return r.json()


async def create_ticket_keyed(token, *, title: str, idempotency_key: str) -> dict:
    headers = {"Idempotency-Key": idempotency_key}
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(TICKETS_URL, json={"title": title}, headers=headers)
    return r.json()


async def get_ticket(token, *, ticket_id: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(f"{TICKETS_URL}/{ticket_id}")
    return r.json()


async def _create_draft(token, title):
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(TICKETS_URL, json={"title": title, "draft": True})
    return r.json()


class TicketTool:
    async def create(self, title: str) -> dict:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.post(TICKETS_URL, json={"title": title})
        return r.json()
