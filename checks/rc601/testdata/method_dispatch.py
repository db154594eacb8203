# A request helper that dispatches on its method parameter (idemkey.Unreached):
# a tool that calls it with "put" or "delete" never reaches its POST branch.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("dispatch")
client = httpx.AsyncClient(timeout=10)


async def api_request(ctx, method: str, endpoint: str, data=None):
    async def send():
        if method.lower() == "get":
            return await client.get(endpoint)
        elif method.lower() == "post":
            return await client.post(endpoint, json=data)
        elif method.lower() in ("put", "patch"):
            return await client.put(endpoint, json=data)
        elif method.lower() == "delete":
            return await client.delete(endpoint)
        raise ValueError(method)

    return (await send()).json()


def audited_request(method: str, endpoint: str, data=None):
    if method == "post":
        return httpx.post(endpoint, json=data, timeout=10)
    note_change(endpoint)
    return httpx.put(endpoint, json=data, timeout=10)


def note_change(endpoint: str):
    # a second mutation outside the dispatch branches
    return httpx.post("https://audit.example/events", json={"endpoint": endpoint}, timeout=10)


# ---- positives ----


@mcp.tool()
async def create_chart(ctx, data: dict) -> dict:  # want: RC601
    return await api_request(ctx, "post", "/api/v1/chart/", data=data)


@mcp.tool()
async def create_report(ctx, method: str, data: dict) -> dict:  # want: RC601
    # the method is the caller's: the POST branch may run
    return await api_request(ctx, method, "/api/v1/report/", data=data)


@mcp.tool()
def update_dataset(dataset_id: int, data: dict) -> dict:  # want: RC601
    # the PUT branch, but the helper also calls one that POSTs whatever the method
    return audited_request("put", f"/api/v1/dataset/{dataset_id}", data).json()


# ---- negatives ----


@mcp.tool()
async def update_chart(ctx, chart_id: int, data: dict) -> dict:
    # a PUT through the helper: its POST branch is not taken
    return await api_request(ctx, "put", f"/api/v1/chart/{chart_id}", data=data)


@mcp.tool()
async def delete_chart(ctx, chart_id: int) -> dict:
    return await api_request(ctx, method="delete", endpoint=f"/api/v1/chart/{chart_id}")
