# Look-alike of the broker fixture for an API that is not that broker: a POST to
# .../definitions creates a new definition on each call (a workflow service),
# so RC601 still reports it; the message-broker rows (apiidem.go) need a file
# that names that broker.
import requests
from fastmcp import FastMCP

mcp = FastMCP("workflows")


@mcp.tool()
def create_workflow_definition(name: str, spec: dict) -> dict:  # want: RC601
    return requests.post("https://workflows.example/v1/definitions", json={"name": name, "spec": spec}, timeout=10).json()


@mcp.tool()
def create_binding(space: str, source: str, target: str) -> dict:  # want: RC601
    return requests.post(f"https://workflows.example/v1/bindings/{space}/e/{source}/q/{target}", json={}, timeout=10).json()
