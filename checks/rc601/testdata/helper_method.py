# A request helper that takes the HTTP method from its caller
# (methodarg.Verb): the POST is known at the call site, in this file or in a
# service module (MiniMax-MCP's client.post -> _make_request("POST", ...)).
import requests
from fastmcp import FastMCP

from .client import api_client

mcp = FastMCP("media")


class Api:
    def __init__(self):
        self.session = requests.Session()

    def _make_request(self, method: str, endpoint: str, **kwargs):
        return self.session.request(method, "https://api.example" + endpoint, timeout=10, **kwargs).json()

    def post(self, endpoint: str, **kwargs):
        return self._make_request("POST", endpoint, **kwargs)

    def get(self, endpoint: str, **kwargs):
        return self._make_request("GET", endpoint, **kwargs)


api = Api()


@mcp.tool()
def generate_video(prompt: str) -> dict:  # want: RC601
    return api._make_request("POST", "/v1/video_generation", json={"prompt": prompt})


@mcp.tool()
def make_clip(prompt: str) -> dict:  # want: RC601
    return api_client.call_api(method="POST", path="/v1/clips", json={"prompt": prompt})


# ---- clean look-alikes ----


@mcp.tool()
def video_status(task_id: str) -> dict:
    return api._make_request("GET", "/v1/query/video_generation", params={"task_id": task_id})


@mcp.tool()
def find_voices(kind: str) -> dict:
    # a POST to a search endpoint reads
    return api._make_request("POST", "/v1/voices/search", json={"kind": kind})


@mcp.tool()
def close_ticket(ticket_id: str) -> dict:
    # a state action: a repeat leaves the ticket closed
    return api._make_request("POST", f"/v1/tickets/{ticket_id}/close")


@mcp.tool()
def describe_route(path: str) -> str:
    # a route table takes a method without sending a request
    return router.add_route("POST", path)


@mcp.tool()
def voice_clone(voice_id: str, file: str) -> dict:
    # the caller names the voice: the API refuses an existing voice_id (callerGivenID)
    return api.post("/v1/voice_clone", json={"voice_id": voice_id, "file": file})


@mcp.tool()
def voice_design(prompt: str, voice_id: str = None) -> dict:  # want: RC601
    # an optional id: without one the API makes a new voice on every call
    return api.post("/v1/voice_design", json={"prompt": prompt, "voice_id": voice_id})


@mcp.tool()
def place_order(symbol: str, qty: int, client_order_id: str = None) -> dict:  # want: RC601
    """Place an order.

    client_order_id: unique idempotency key (optional; nothing generates one when it is left out)
    """
    return api.post("/v2/orders", json={"symbol": symbol, "qty": qty, "client_order_id": client_order_id})


@mcp.tool()
def place_order_keyed(symbol: str, qty: int, idempotency_key: str) -> dict:
    """Place an order once per idempotency key."""
    return api.post("/v2/orders", json={"symbol": symbol, "qty": qty}, headers={"Idempotency-Key": idempotency_key})
