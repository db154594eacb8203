# Generic API tools that forward the HTTP method their caller chooses
# (anymethod.go): the model POSTs through them as readily as it GETs.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("api")
client = httpx.Client(timeout=10)


# ---- positives ----


@mcp.tool()
def send_api_request(method: str, path: str, body: dict) -> dict:  # want: RC601
    return client.request(method, "https://api.example" + path, json=body).json()


# ---- negatives ----


@mcp.tool()
def send_api_request_once(method: str, path: str, body: dict, idempotency_key: str) -> dict:
    # the caller's key is sent along
    return client.request(method, path, json=body, headers={"Idempotency-Key": idempotency_key}).json()


@mcp.tool()
def call_auth_admin_method(method: str, params: dict) -> dict:
    # method names an SDK function, not an HTTP verb
    return dispatch(method, params)


@mcp.tool()
def aggregate_api_metrics(method: str, values: list) -> float:
    # method is how to aggregate; nothing is sent with it
    return sum(values) if method == "sum" else max(values)


def dispatch(method, params):
    return {}
