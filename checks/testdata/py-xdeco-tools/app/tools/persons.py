import requests

from app.decorators import logged, tool, write_tool


@tool("persons")
async def create_person(name: str, email: str) -> dict:  # want: RC601
    return requests.post("https://api.example.com/v1/persons", json={"name": name, "email": email}, timeout=10).json()


@write_tool(name="notes_create", description="Create a note")
async def add_note(person: str, text: str) -> dict:  # want: RC601
    return requests.post("https://api.example.com/v1/notes", json={"person": person, "text": text}, timeout=10).json()


# ---- clean look-alikes ----
@tool("persons")
async def get_person(person_id: str) -> dict:
    return requests.get(f"https://api.example.com/v1/persons/{person_id}", timeout=10).json()


@tool("persons")
async def create_deal(title: str, idempotency_key: str) -> dict:
    return requests.post("https://api.example.com/v1/deals", json={"title": title}, headers={"Idempotency-Key": idempotency_key}, timeout=10).json()


@logged("activities")
async def create_activity(subject: str) -> dict:
    # a decorator that registers nothing: no tool
    return requests.post("https://api.example.com/v1/activities", json={"subject": subject}, timeout=10).json()
