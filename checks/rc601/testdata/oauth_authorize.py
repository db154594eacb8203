# An OAuth authorization request on the way to the tool's own call
# (RFC 8628 device authorization, okta-mcp-server's authenticate()): a
# repeat hands out another device code and changes nothing upstream, so it
# is no mutation of the tool's (facts/retry authWords).
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("directory")


def _device_code(org: str) -> dict:
    r = requests.post(f"{org}/oauth2/v1/device/authorize", data={"client_id": "cli", "scope": "okta.groups.manage"}, timeout=10)
    return r.json()


# clean look-alike: the only POST is the authorization request; the tool then reads
@mcp.tool()
def create_report(org: str, title: str) -> dict:
    code = _device_code(org)
    r = requests.get(f"{org}/api/v1/logs", params={"q": title}, headers={"X-Code": code["device_code"]}, timeout=10)
    return r.json()


@mcp.tool()
def create_ticket(org: str, summary: str) -> dict:  # want: RC601
    code = _device_code(org)
    r = requests.post(f"{org}/api/v1/tickets", json={"summary": summary}, headers={"X-Code": code["device_code"]}, timeout=10)
    return r.json()
