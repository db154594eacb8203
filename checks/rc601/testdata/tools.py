import sqlite3

import httpx
import requests
import requests as rq
from fastmcp import FastMCP
from mcp.server.fastmcp import FastMCP as Fast
from pydantic import BaseModel, BeforeValidator, Field
from typing import Annotated, Any

from .models import ImportedArgs, NonBlankStr, PipeId, Wrapped
from mcp.server.fastmcp import Context
from mcp.server.session import ServerSession
from .server import mcp_server as server

mcp = FastMCP("helpdesk")
app = Fast("payments")
db = sqlite3.connect("orders.db")
client = httpx.Client(timeout=10)
TICKETS = "https://tickets.example/api"


# ---- positives ----


@mcp.tool()
def create_ticket(title: str, body: str) -> dict:  # want: RC601
    resp = requests.post(TICKETS, json={"title": title, "body": body}, timeout=10)
    return resp.json()


@mcp.tool
def open_incident(summary: str) -> dict:  # want: RC601
    return rq.post(TICKETS + "/incidents", json={"summary": summary}, timeout=5).json()


@app.tool()
async def charge_card(customer: str, cents: int) -> str:  # want: RC601
    async with httpx.AsyncClient(timeout=10) as http:
        r = await http.post("https://pay.example/charges", json={"customer": customer, "amount": cents})
    return r.text


@mcp.tool()
def add_order(item: str, qty: int) -> str:  # want: RC601
    db.execute("INSERT INTO orders (item, qty) VALUES (?, ?)", (item, qty))
    db.commit()
    return "ok"


@mcp.tool()
def add_credit(user: str, amount: int) -> str:  # want: RC601
    db.execute("UPDATE accounts SET balance = balance + ? WHERE user = ?", (amount, user))
    return "ok"


def _send(payload: dict) -> dict:
    return client.post(TICKETS + "/messages", json=payload).json()


@mcp.tool()
def send_message(to: str, text: str) -> dict:  # want: RC601
    """Sends through a helper of this file."""
    return _send({"to": to, "text": text})


@server.tool()
def grant_role(user: str, role: str) -> dict:  # want: RC601
    return requests.request("POST", TICKETS + "/grants", json={"user": user, "role": role}, timeout=5).json()


class Note(BaseModel):
    title: str
    text: str


@mcp.tool()
def save_note(note: Note) -> str:  # want: RC601
    mongo = get_collection()
    mongo.insert_one(note.model_dump())
    return "saved"


@mcp.tool(annotations={"idempotentHint": False})
def patch_profile(user: str, bio: str) -> dict:  # a PATCH sets the fields it names: no finding
    return requests.patch(f"{TICKETS}/users/{user}", json={"bio": bio}, timeout=5).json()


# ---- negatives ----


@mcp.tool()
def create_ticket_keyed(title: str, idempotency_key: str) -> dict:
    resp = requests.post(TICKETS, json={"title": title}, headers={"Idempotency-Key": idempotency_key}, timeout=10)
    return resp.json()


@mcp.tool()
def create_ticket_header(title: str) -> dict:
    # a key derived by the server is weak, but the header is sent: not this rule's finding
    return requests.post(TICKETS, json={"title": title}, headers={"Idempotency-Key": digest(title)}, timeout=10).json()


@mcp.tool()
def get_ticket(ticket_id: str) -> dict:
    return requests.get(f"{TICKETS}/{ticket_id}", timeout=10).json()


@mcp.tool()
def replace_ticket(ticket_id: str, body: str) -> dict:
    # PUT and DELETE are idempotent (RFC 9110 9.2.2)
    requests.put(f"{TICKETS}/{ticket_id}", json={"body": body}, timeout=10)
    return requests.delete(f"{TICKETS}/{ticket_id}/draft", timeout=10).json()


@mcp.tool()
def rename_order(order_id: int, item: str) -> str:
    db.execute("UPDATE orders SET item = ? WHERE id = ?", (item, order_id))
    return "ok"


@mcp.tool()
def upsert_order(order_id: int, item: str) -> str:
    db.execute("INSERT INTO orders (id, item) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET item = excluded.item", (order_id, item))
    return "ok"


@mcp.tool()
def submit_job(spec: str, request_id: str) -> dict:
    return client.post(TICKETS + "/jobs", json={"spec": spec, "requestId": request_id}).json()


@mcp.tool()
def from_model(args: ImportedArgs) -> dict:
    # the parameters come from a model in another module: not known here
    return requests.post(TICKETS, json=args.model_dump(), timeout=10).json()


@mcp.tool()
async def open_case(ctx: Context[ServerSession, None], title: str) -> dict:  # want: RC601
    # the SDK's request context, subscripted with its session type: no tool parameter
    return requests.post(TICKETS, json={"title": title}, timeout=10).json()


@mcp.tool()
def open_card(pipe_id: PipeId, title: NonBlankStr) -> dict:  # want: RC601
    # aliases of scalars (PipeId = Annotated[str, ...]) in another module: no fields, no key
    return requests.post(TICKETS, json={"pipe": pipe_id, "title": title}, timeout=10).json()


@mcp.tool()
def create_chart(  # want: RC601
    name: Annotated[str, Field(description="chart name")],
    settings: Annotated[list[Any] | None, BeforeValidator(parse_if_string), Field(description="settings")] = None,
) -> dict:
    # Annotated's metadata (Field(...), BeforeValidator(fn)) are calls, no types: the parameters are known
    return requests.post(TICKETS, json={"name": name, "settings": settings}, timeout=10).json()


@mcp.tool()
def create_chart_from(spec: Annotated[ImportedArgs, BeforeValidator(parse_if_string)]) -> dict:
    # the annotated type itself is a model of another module: not known here, metadata or not
    return requests.post(TICKETS, json=spec.model_dump(), timeout=10).json()


@mcp.tool()
def create_mr_note(mr_id: str, body: str) -> dict:  # want: RC601
    # a note on a merge request: the note is what each call creates
    return requests.post(TICKETS + "/mrs/" + mr_id + "/notes", json={"body": body}, timeout=10).json()


@mcp.tool()
def create_mr(source: str, target: str) -> dict:
    # one open merge request per source and target branch (mr abbreviates it): refused on a repeat
    return requests.post(TICKETS + "/mrs", json={"source": source, "target": target}, timeout=10).json()


@mcp.tool()
def add_user_watchlist(movie_id: str) -> dict:
    # a watchlist is a set: adding an item twice leaves it listed once
    return requests.post(TICKETS + "/sync/items", json={"movies": [movie_id]}, timeout=10).json()


@mcp.tool()
def favorite_dashboard(dashboard_id: str) -> dict:
    # marks the dashboard a favorite: a state a repeat leaves as it is
    return requests.post(TICKETS + "/dashboards/" + dashboard_id + "/fav", timeout=10).json()


@mcp.tool()
def from_generic_model(args: Wrapped[ImportedArgs]) -> dict:
    # a model in another module, inside another generic: not known here
    return requests.post(TICKETS, json=args.model_dump(), timeout=10).json()


@mcp.tool()
def with_kwargs(**kwargs) -> dict:
    return requests.post(TICKETS, json=kwargs, timeout=10).json()


@mcp.tool(annotations={"idempotentHint": True})
def declared_idempotent(title: str) -> dict:
    return requests.post(TICKETS + "/sync", json={"title": title}, timeout=10).json()


class KeyedNote(BaseModel):
    text: str
    client_token: str


@mcp.tool()
def save_keyed_note(note: KeyedNote) -> str:
    get_collection().insert_one(note.model_dump())
    return "saved"


class Router:
    def tool(self, fn):
        return fn


router = Router()


@router.tool
def not_an_mcp_tool(title: str) -> dict:
    # a .tool decorator of an unrelated object
    return requests.post(TICKETS, json={"title": title}, timeout=10).json()


def plain_function(title: str) -> dict:
    return requests.post(TICKETS, json={"title": title}, timeout=10).json()


@mcp.resource("tickets://{ticket_id}")
def ticket_resource(ticket_id: str) -> dict:
    return requests.post(TICKETS + "/lookup", json={"id": ticket_id}, timeout=10).json()


@mcp.tool()
def count_words(text: str) -> int:
    posts = text.split()
    return len(posts)


@mcp.tool(name="docs_search")
async def proxy_docs(phrase: str) -> dict:
    # a search API that takes its query in a POST body: the tool only reads
    async with httpx.AsyncClient(timeout=10) as http:
        return (await http.post("https://docs.example/search", json={"q": phrase})).json()


@mcp.tool(annotations={"readOnlyHint": True})
def lookup_rates(currency: str) -> dict:
    return requests.post("https://fx.example/rates", json={"c": currency}, timeout=5).json()


@mcp.tool(name="send_sms")
def search_free_sender(text: str) -> dict:  # want: RC601
    # the registered name says it sends
    return requests.post("https://sms.example/messages", json={"text": text}, timeout=5).json()


@mcp.tool()
def email_report(to: str, body: str) -> str:  # want: RC601
    with smtplib.SMTP("mail.example", timeout=10) as smtp:
        smtp.sendmail("bot@example.com", [to], body)
    return "sent"


@mcp.tool()
def post_to_channel(channel: str, text: str) -> str:  # want: RC601
    slack.chat_postMessage(channel=channel, text=text)
    return "posted"
