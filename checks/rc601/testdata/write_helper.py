import httpx
from mcp.server.fastmcp import FastMCP

# A generic write helper that takes the method from its caller (opik-mcp's
# write_json): a POST handed to it is a mutation. A question to an
# assistant is a read, though its POST opens a chat session.

mcp = FastMCP("experiments")
client = httpx.Client(timeout=10)


def write_json(method: str, path: str, body: dict) -> httpx.Response:
    return client.request(method, "https://api.example" + path, json=body)


@mcp.tool()
def run_experiment(dataset: str) -> dict:  # want: RC601
    return write_json("POST", "/v1/experiments/execute", {"dataset": dataset}).json()


@mcp.tool()
def rename_experiment(experiment_id: str, name: str) -> dict:
    return write_json("PUT", f"/v1/experiments/{experiment_id}", {"name": name}).json()


@mcp.tool()
def ask_assistant(question: str) -> dict:
    r = client.post("https://api.example/v1/chat/sessions", json={"question": question})
    return r.json()
