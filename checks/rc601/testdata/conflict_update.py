# A create whose 409 Conflict the tool answers by updating the existing
# resource (Kestra's create_flow_from_yaml: POST /flows, on 409 PUT
# /flows/{namespace}/{id}) is a create-or-update: a repeat writes the same
# flow again (checks/facts/upsert). A create whose conflict is only reported,
# or whose handler sends no update, stays a finding.
import httpx
import yaml
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("kestra")
client = httpx.AsyncClient(base_url="http://kestra:8080/api/v1", timeout=10)


# ---- positives ----


@mcp.tool()
async def create_execution(namespace: str, flow_id: str) -> dict:  # want: RC601
    try:
        resp = await client.post(f"/executions/{namespace}/{flow_id}")
        resp.raise_for_status()
        return resp.json()
    except httpx.HTTPStatusError as e:
        if e.response.status_code == 409:
            raise ValueError("conflict") from e
        raise


@mcp.tool()
async def create_comment(issue: str, body: str) -> dict:  # want: RC601
    try:
        resp = await client.post(f"/issues/{issue}/comments", json={"body": body})
        resp.raise_for_status()
        return resp.json()
    except httpx.HTTPStatusError:
        await client.put("/audit", json={"failed": issue})
        raise


# ---- negatives ----


@mcp.tool()
async def create_flow_from_yaml(yaml_definition: str) -> dict:
    doc = yaml.safe_load(yaml_definition)
    ns, fid = doc["namespace"], doc["id"]
    headers = {"Content-Type": "application/x-yaml"}
    try:
        resp = await client.post("/flows", content=yaml_definition, headers=headers)
        resp.raise_for_status()
        return resp.json()
    except httpx.HTTPStatusError as e:
        if e.response.status_code in (409, 422):
            upd = await client.put(f"/flows/{ns}/{fid}", content=yaml_definition, headers=headers)
            upd.raise_for_status()
            return upd.json()
        raise
