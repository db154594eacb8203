# Round rc601c: an optional own id given as Annotated[..., Field(...)] =
# None, a description that ends in the id's name, and the handler's keyword
# argument note_id=note_id are no caller-chosen id (callerid.go paramName);
# a client's create_task is a create unless its receiver runs coroutines
# (checks/facts/sdkcreate clientTask); bulk_create_* is a create.
import asyncio
from typing import Annotated

import httpx
from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("notes")
api = httpx.Client(base_url="https://notes.example.com", timeout=10)


@mcp.tool()
def create_note(  # want: RC601
    parent_note_id: Annotated[str, Field(description="Parent note")],
    title: str,
    note_id: Annotated[
        str | None,
        Field(
            description=(
                "DON'T specify unless you want to force a specific noteId"
            ),
        ),
    ] = None,
) -> dict:
    return _create(parent_note_id=parent_note_id, title=title, note_id=note_id)


def _create(parent_note_id: str, title: str, note_id: str | None) -> dict:
    return api.post("/notes", json={"parentNoteId": parent_note_id, "title": title, "noteId": note_id}).json()


@mcp.tool()
def create_task(project: int, subject: str) -> dict:  # want: RC601
    client = make_client()
    return client.create_task(project=project, subject=subject)


@mcp.tool()
def bulk_create_issues(project: int, subjects: list[str]) -> dict:  # want: RC601
    client = make_client()
    return client.bulk_create_issues(project=project, subjects=subjects)


# ---- clean twins ----


@mcp.tool()
def create_page(
    page_id: Annotated[str, Field(description="The page's own id, chosen by the caller")],
    title: str,
) -> dict:
    # a required own id: a repeat targets the same page
    return api.post("/pages", json={"pageId": page_id, "title": title}).json()


@mcp.tool()
async def create_reminder(text: str) -> str:
    # the bot's event loop runs a coroutine in this process: no request
    bot_client = make_client()
    bot_client.loop.create_task(asyncio.sleep(1))
    return text
