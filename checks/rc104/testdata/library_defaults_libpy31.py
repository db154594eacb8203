# Mastodon.py waits 300 s per request and the Dropbox SDK 100 s by default
# (libmodels/data/sdks-libpy31.yml): longer than the 30 s tool budget.
import dropbox
from mastodon import Mastodon
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("social")


@mcp.tool()
def post(text: str) -> str:
    m = Mastodon(access_token="t", api_base_url="https://mastodon.test")  # want: RC104
    return m.status_post(text).url


@mcp.tool()
def listing(path: str) -> list:
    dbx = dropbox.Dropbox("token")  # want: RC104
    return [e.name for e in dbx.files_list_folder(path).entries]


# ---- clean look-alikes: a timeout within the budget ----
@mcp.tool()
def post_bounded(text: str) -> str:
    m = Mastodon(access_token="t", api_base_url="https://mastodon.test", request_timeout=10)
    return m.status_post(text).url


@mcp.tool()
def listing_bounded(path: str) -> list:
    dbx = dropbox.Dropbox("token", timeout=15)
    return [e.name for e in dbx.files_list_folder(path).entries]
