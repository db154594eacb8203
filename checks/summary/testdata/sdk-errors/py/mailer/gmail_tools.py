from elasticsearch import Elasticsearch
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError
from mcp.server.fastmcp import FastMCP
from pydantic import BaseModel, ValidationError

mcp = FastMCP("mail")


class Query(BaseModel):
    text: str


@mcp.tool()
def search_messages(creds, query: str) -> str:
    # HttpError's text holds the request URL, its query string and the API's error body
    try:
        service = build("gmail", "v1", credentials=creds)  # want: RC104
        res = service.users().messages().list(userId="me", q=query).execute()
        return str(res)
    except HttpError as error:
        return f"API error: {error}"  # want: RC402


@mcp.tool()
def search_index(client: Elasticsearch, index: str) -> dict:
    # a client typed as the SDK's: its errors carry the cluster's URL and error body
    try:
        return client.search(index=index)  # want: RC201
    except Exception as e:
        return {"error": str(e)}  # want: RC402


@mcp.tool()
def parse_query(raw: dict) -> str:
    # pydantic's error describes the model's own input: the text it needs
    try:
        return Query(**raw).text
    except ValidationError as e:
        return f"invalid query: {e}"


@mcp.tool()
def search_quiet(creds, query: str) -> str:
    # the SDK's error is only logged; the client gets a fixed text
    try:
        service = build("gmail", "v1", credentials=creds)  # want: RC104
        return str(service.users().messages().list(userId="me", q=query).execute())
    except HttpError:
        return "the mail search failed; try again later"
