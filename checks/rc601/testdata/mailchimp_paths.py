# Mailchimp Marketing API paths under a list id: the id put into the URL
# ({list_id}) is no word of the endpoint (retry.ReadTarget), so a POST under
# /lists/{list_id}/ is judged by its own segments. Setting a member's tags
# and customizing the list's one signup form are idempotent by Mailchimp's
# reference (libmodels/data/http-apis.yml, mailchimp-marketing-http-api);
# a segment or a note is a new object per call
# (damientilman/mailchimp-mcp-server).
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mailchimp")
BASE = "https://us1.api.mailchimp.com/3.0"


def mc_request(path, body=None, method="GET"):
    resp = requests.request(method, BASE + path, json=body, timeout=10)
    return resp.json()


# ---- positives ----

@mcp.tool()
def create_segment(list_id: str, name: str) -> dict:  # want: RC601
    """Create a new segment in a list."""
    return mc_request(f"/lists/{list_id}/segments", body={"name": name, "static_segment": []}, method="POST")


@mcp.tool()
def add_member_note(list_id: str, subscriber_hash: str, note: str) -> dict:  # want: RC601
    """Add a note to a list member."""
    return mc_request(f"/lists/{list_id}/members/{subscriber_hash}/notes", body={"note": note}, method="POST")


# ---- clean look-alikes ----

@mcp.tool()
def tag_member(list_id: str, subscriber_hash: str, tag: str) -> dict:
    """Set a tag active on a member."""
    return mc_request(f"/lists/{list_id}/members/{subscriber_hash}/tags",
                      body={"tags": [{"name": tag, "status": "active"}]}, method="POST")


@mcp.tool()
def customize_signup_form(list_id: str, header_text: str) -> dict:
    """Customize the list's signup form."""
    return mc_request(f"/lists/{list_id}/signup-forms", body={"header": {"text": header_text}}, method="POST")


@mcp.tool()
def search_list_members(list_id: str, query: str) -> dict:
    """Search the members of a list."""
    return mc_request(f"/lists/{list_id}/members/search", body={"query": query}, method="POST")
