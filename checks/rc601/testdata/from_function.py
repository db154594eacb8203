# Tools the MCP SDK builds from a function of the file (Tool.from_function),
# kept in module variables that a server module registers.
import requests
from mcp.server.fastmcp.tools import Tool
from project.registry import Tool as ProjectTool


def create_gateway(gateway_name: str, region: str = "us-east-1") -> dict:  # want: RC601
    resp = requests.post("https://api.example.com/gateways", json={"name": gateway_name}, timeout=10)
    return resp.json()


def create_keyed_gateway(gateway_name: str, idempotency_key: str) -> dict:
    resp = requests.post("https://api.example.com/gateways", json={"name": gateway_name},
                         headers={"Idempotency-Key": idempotency_key}, timeout=10)
    return resp.json()


def describe_gateway(gateway_id: str) -> dict:
    return requests.get("https://api.example.com/gateways/" + gateway_id, timeout=10).json()


def add_note(text: str) -> dict:
    resp = requests.post("https://api.example.com/notes", json={"text": text}, timeout=10)
    return resp.json()


create_gateway_tool = Tool.from_function(fn=create_gateway, name="create_gateway", description="Create a gateway.")
# clean twins: a keyed create, a read, and a class of the project's own (no SDK tool)
create_keyed_gateway_tool = Tool.from_function(fn=create_keyed_gateway, name="create_keyed_gateway")
describe_gateway_tool = Tool.from_function(describe_gateway, name="describe_gateway")
add_note_tool = ProjectTool.from_function(add_note, name="add_note")
