# Commands on an existing resource (`<collection>/<id>/actions/<command>`)
# that set its state, POSTs that only render a template, and Meilisearch's
# document writes (an upsert by primary key) are no mutation a retry
# repeats (actions.go commandOnResource, retry.ReadOverPost, sdkcreate.go
# meiliUpsert); commands that deliver something again, event posts and
# document adds of other clients are.
import httpx
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("calls")
API = "https://api.telnyx.com/v2"
HA_URL = "http://homeassistant.local:8123"


# ---- positives ----


@mcp.tool()
def send_dtmf(call_control_id: str, digits: str) -> dict:  # want: RC601
    # each call plays the digits again on the call
    return requests.post(f"{API}/calls/{call_control_id}/actions/send_dtmf", json={"digits": digits}, timeout=10).json()


@mcp.tool()
def speak(call_control_id: str, payload: str) -> dict:  # want: RC601
    return requests.post(f"{API}/calls/{call_control_id}/actions/speak", json={"payload": payload}, timeout=10).json()


@mcp.tool()
def run_job(job_id: str) -> dict:  # want: RC601
    # run starts another execution on each call
    return requests.post(f"{API}/jobs/{job_id}/actions/run", timeout=10).json()


@mcp.tool()
async def fire_event(event_type: str, data: dict) -> dict:  # want: RC601
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HA_URL}/api/events/{event_type}", json=data, timeout=10)
        return r.json()


@mcp.tool()
def add_documents(docs: list) -> dict:  # want: RC601
    # a vector store client mints a new id per document on each call
    vector_client = make_client()
    return vector_client.add_documents(docs)


# ---- negatives ----


@mcp.tool()
def hangup(call_control_id: str) -> dict:
    # a repeat finds the call already ended
    return requests.post(f"{API}/calls/{call_control_id}/actions/hangup", json={}, timeout=10).json()


@mcp.tool()
def transfer(call_control_id: str, to: str) -> dict:
    return requests.post(f"{API}/calls/{call_control_id}/actions/transfer", json={"to": to}, timeout=10).json()


@mcp.tool()
def playback_stop(call_control_id: str) -> dict:
    return requests.post(f"{API}/calls/{call_control_id}/actions/playback_stop", json={}, timeout=10).json()


@mcp.tool()
async def area_summary() -> dict:
    # Home Assistant's /api/template renders a Jinja template: a read
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HA_URL}/api/template", json={"template": "{{ areas() }}"}, timeout=10)
        return {"areas": r.text}


@mcp.tool()
def superset_auth_refresh_token() -> dict:
    # Flask-AppBuilder's /api/v1/security/refresh hands out a new access token: a sign-in
    return requests.post(f"{API}/api/v1/security/refresh", timeout=10).json()


@mcp.tool()
def superset_chart_create(name: str, datasource_id: int) -> dict:  # want: RC601
    # the same API's create: a new chart on every call
    return requests.post(f"{API}/api/v1/chart/", json={"slice_name": name, "datasource_id": datasource_id}, timeout=10).json()


@mcp.tool()
def render_preview(body: str) -> dict:
    return requests.post(f"{API}/templates/render", json={"body": body}, timeout=10).json()


class Server:
    def __init__(self, meili_client):
        self.meili_client = meili_client

    def tools(self):
        @mcp.tool()
        def add_index_documents(index_uid: str, documents: list) -> dict:
            # Meilisearch replaces the document of the same primary key
            return self.meili_client.documents.add_documents(index_uid, documents)

        return add_index_documents
