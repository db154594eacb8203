# Okta's create_user (idemkey.AWSNamedCreate's Okta row): profile.login is
# required and unique in the org, so a repeat is refused (E0000001).
import uuid

from mcp.server.fastmcp import FastMCP
from okta.client import Client as OktaClient

mcp = FastMCP("okta")
okta_client = OktaClient({"orgUrl": "https://example.okta.com", "token": "x"})


# ---- positives ----


@mcp.tool()
async def create_user_generated(first_name: str) -> dict:  # want: RC601
    # the login is made up per call: a retry creates a second user
    client = okta_client
    profile = {"firstName": first_name, "login": f"{uuid.uuid4().hex}@example.com"}
    user, _, err = await client.create_user({"profile": profile}, True)
    return {"id": user.id}


# ---- negatives ----


@mcp.tool()
async def create_user(profile: dict) -> dict:
    client = okta_client
    user, _, err = await client.create_user({"profile": profile}, True)
    return {"id": user.id}
