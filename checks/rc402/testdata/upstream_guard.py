import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("upstream-guard")
client = httpx.Client(base_url="https://api.example.com", timeout=10)


@mcp.tool()
def run_suite(suite: str) -> dict:
    # Past a success test that returns, the answer failed: its body is the
    # upstream's error text.
    resp = client.post(f"/suites/{suite}/run")
    if 200 <= resp.status_code < 300:
        return resp.json()
    excerpt = resp.text[:500]
    raise RuntimeError(f"suite run failed ({resp.status_code}): {excerpt}")  # want: RC402


@mcp.tool()
def get_suite(suite: str) -> dict:
    # Clean twin: past a failure test that returns, the body is the answer.
    resp = client.get(f"/suites/{suite}")
    if resp.status_code != 200:
        return {"error": f"HTTP {resp.status_code}"}
    return {"suite": resp.text}


@mcp.tool()
def log_suite(suite: str) -> str:
    # Clean twin: a success test that does not leave the function.
    resp = client.get(f"/suites/{suite}/log")
    if resp.is_success:
        print("fetched")
    return f"log: {resp.text}"


@mcp.tool()
def delete_suite(suite: str) -> dict:
    # Clean twin: past a test for one success status (204) the answer may
    # still be a 200 whose body is the result.
    resp = client.delete(f"/suites/{suite}")
    resp.raise_for_status()
    if resp.status_code == 204:
        return {}
    return {"deleted": resp.text}
