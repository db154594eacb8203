# Class of real code: a create keyed by a unique key the caller supplies.
# CardDAV stores a contact at <uid>.vcf, a CMS a page at its slug: a
# repeated create of the same key targets the same resource (refused as
# existing, or the same object), so a retry makes no second one, as for a
# caller-given id (Google AIP-133). A name or title is no key: most APIs
# allow two objects of the same name.
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("natural-key")
api = httpx.Client(base_url="https://cloud.example.com", timeout=10)


@mcp.tool()
def create_contact(addressbook: str, uid: str, contact_data: dict) -> dict:
    return api.post(f"/addressbooks/{addressbook}/contacts", json={"uid": uid, **contact_data}).json()


@mcp.tool()
def create_page(space: str, page_slug: str, body: str) -> dict:
    return api.post(f"/spaces/{space}/pages", json={"slug": page_slug, "body": body}).json()


# ---- true look-alikes ----


@mcp.tool()
def create_event(calendar: str, uid: str | None = None, title: str = "") -> dict:  # want: RC601
    # optional: the server makes a new uid when the caller gives none
    return api.post(f"/calendars/{calendar}/events", json={"uid": uid, "title": title}).json()


@mcp.tool()
def create_note(folder: str, name: str, text: str) -> dict:  # want: RC601
    # a name is no key: two notes may share it
    return api.post(f"/folders/{folder}/notes", json={"name": name, "text": text}).json()


@mcp.tool()
def create_comment(post_uid: str, text: str) -> dict:  # want: RC601
    # the uid of the parent, not of the comment the tool makes
    return api.post(f"/posts/{post_uid}/comments", json={"text": text}).json()


# A user account is keyed by its login or email address (callerid.go
# userKeys): a second create of the same email or login is refused.


@mcp.tool()
def create_user(email: str, firstname: str, lastname: str) -> dict:
    return api.post("/api/v1/users", json={"email": email, "firstname": firstname, "lastname": lastname}).json()


@mcp.tool()
def register_user(login: str, password: str) -> dict:
    return api.post("/api/v1/users", json={"login": login, "password": password}).json()


@mcp.tool()
def create_user_note(email: str, text: str) -> dict:  # want: RC601
    # a note about the user the email names: a new note on every call
    return api.post("/api/v1/notes", json={"email": email, "text": text}).json()


@mcp.tool()
def create_customer(email: str, name: str) -> dict:  # want: RC601
    # a customer is no account: billing systems keep two customers of one email
    return api.post("/v1/customers", json={"email": email, "name": name}).json()


@mcp.tool()
def create_guest_user(email: str | None = None) -> dict:  # want: RC601
    # optional: without an email each call makes another guest
    return api.post("/api/v1/users", json={"email": email}).json()
