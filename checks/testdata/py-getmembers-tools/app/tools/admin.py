from typing import Annotated

import httpx
from pydantic import BaseModel, Field

API = "https://git.example.com/api/v1"


async def create_org(
    token,
    *,
    username: str,
    full_name: str | None = None,
) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/orgs", json={"username": username, "full_name": full_name})
    return r.json()


async def create_ssh_key(token, *, title: str, key: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/user/keys", json={"title": title, "key": key})
    return r.json()


async def reject_application(token, *, application_id: int) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/applications/{application_id}/reject", json={})
    return r.json()


async def create_interview(  # want: RC601
    token,
    *,
    application_id: int,
    interview_id: Annotated[int, Field(description="Interview stage ID (type) of the job")],
) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(
            f"{API}/applications/{application_id}/scheduled_interviews", json={"interview_id": interview_id}
        )
    return r.json()


async def create_deployment_note(token, *, note_id: str, body: str) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/notes", json={"id": note_id, "body": body})
    return r.json()


async def create_store(  # want: RC601
    token,
    *,
    name: Annotated[str, Field(description="Name for the new store")],
    tags: str | None = Field(
        default=None,
        description='Tags as a JSON object, e.g. {"key": "value"}',
    ),
) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/stores", json={"name": name, "tags": tags})
    return r.json()


async def create_file(
    token,
    *,
    filepath: str,
    content: str,
) -> dict:
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/repos/o/r/contents/{filepath}", json={"content": content})
    return r.json()


class TicketInput(BaseModel):
    title: str
    idempotency_key: str


async def create_ticket(token, *, params: TicketInput) -> dict:
    # clean: the model's fields are the tool's schema (FastMCP expands them), a key among them
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.post(f"{API}/tickets", json=params.model_dump())
    return r.json()
