# A request helper whose method parameter defaults to POST sends a POST when
# the caller leaves the method out (methodarg.defaultPost): Python gives the
# omitted argument its default value.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("chat")
API = "https://chat.example.com/api"


async def make_request(url: str, method: str = "POST", payload: dict | None = None) -> dict:
    async with httpx.AsyncClient(timeout=30.0) as client:
        response = await client.request(method, url, json=payload)
        return response.json()


async def send_request(url: str, payload: dict | None = None, method: str = "GET") -> dict:
    async with httpx.AsyncClient(timeout=30.0) as client:
        response = await client.request(method, url, json=payload)
        return response.json()


# ---- positives ----


@mcp.tool()
async def post_message(channel_id: str, message: str) -> bool:  # want: RC601
    url = f"{API}/chat.postMessage"
    data = await make_request(url, payload={"channel": channel_id, "text": message})
    return data.get("ok")


# ---- negatives ----


@mcp.tool()
async def add_reaction(channel_id: str, name: str) -> bool:
    # the method given as GET: the default does not apply
    data = await make_request(f"{API}/reactions.list", "GET", {"channel": channel_id, "name": name})
    return data.get("ok")


@mcp.tool()
async def create_note(channel_id: str, text: str) -> bool:
    # keyword method="PUT": a replace, no default POST
    data = await make_request(f"{API}/notes/{channel_id}", method="PUT", payload={"text": text})
    return data.get("ok")


@mcp.tool()
async def send_digest(channel_id: str) -> bool:
    # the helper's method defaults to GET
    data = await send_request(f"{API}/digest", {"channel": channel_id})
    return data.get("ok")


@mcp.tool()
async def rename_channel(channel_id: str, new_name: str) -> bool:
    # a dotted RPC method whose verb makes nothing new (Slack's
    # conversations.rename, sent as a POST like every Web API method)
    url = f"{API}/conversations.rename"
    data = await make_request(url, payload={"channel": channel_id, "name": new_name})
    return data.get("ok")


@mcp.tool()
async def whoami() -> str:
    # auth.test: a read sent as a POST by default
    url = f"{API}/auth.test"
    data = await make_request(url)
    return str(data.get("user"))


async def log_to_slack(text: str) -> None:
    url = f"{API}/chat.postMessage"
    await make_request(url, payload={"channel": "#ops-log", "text": text})


@mcp.tool()
async def refresh_cache() -> bool:
    # the only POST is the server's own log line (log_to_slack)
    await log_to_slack("refreshing the cache")
    return True


@mcp.tool()
async def post_to(request_url: str, text: str) -> bool:  # want: RC601
    # a target held in an attribute (`req.url`) names no dotted method
    req = Req(request_url)
    data = await make_request(req.url, payload={"text": text})
    return data.get("ok")


class Req:
    def __init__(self, url: str):
        self.url = url
