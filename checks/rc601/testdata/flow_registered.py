# Tools that reach FastMCP's registration by data flow (handlers/flow.go):
# lists of functions joined and iterated, a wrapper of the file that
# registers its parameter, a decorator factory called on a function.
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("flow")


def create_ticket(title: str) -> str:  # want: RC601
    return requests.post("https://tickets.example/api/tickets", json={"title": title}, timeout=10).text


def list_tickets() -> str:
    return requests.get("https://tickets.example/api/tickets", timeout=10).text


def create_backup(name: str) -> str:  # clean look-alike: in a list nothing registers
    return requests.post("https://tickets.example/api/backups", json={"name": name}, timeout=10).text


def create_payment(amount: int) -> str:  # want: RC601
    return requests.post("https://tickets.example/api/payments", json={"amount": amount}, timeout=10).text


def create_refund(amount: int) -> str:  # want: RC601
    return requests.post("https://tickets.example/api/refunds", json={"amount": amount}, timeout=10).text


READ_TOOLS = [list_tickets]
WRITE_TOOLS = [create_ticket]
ALL_TOOLS = READ_TOOLS + WRITE_TOOLS
MAINTENANCE = [create_backup]


def add_tool_with_annotations(server: FastMCP, tool) -> None:
    server.add_tool(tool, annotations={"destructiveHint": True})


for t in ALL_TOOLS:
    add_tool_with_annotations(mcp, t)

mcp.tool(name="create_payment")(create_payment)
mcp.tool(create_refund)  # FastMCP 2: the function itself
print([f.__name__ for f in MAINTENANCE])


def tool_errors():
    """A project decorator: it wraps the tool, registers nothing."""
    def deco(fn):
        return fn
    return deco


@tool_errors()
def create_job(component: str) -> str:  # want: RC601
    return requests.post("https://tickets.example/api/jobs", json={"c": component}, timeout=10).text


@tool_errors()
def create_draft(component: str) -> str:  # clean look-alike: the same decorator, never registered
    return requests.post("https://tickets.example/api/drafts", json={"c": component}, timeout=10).text


mcp.add_tool(create_job)


def register(fn):
    """A project decorator that registers what it decorates."""
    mcp.add_tool(fn)
    return fn


def tool_named(name):
    """A decorator factory whose inner decorator registers."""
    def register_named(fn):
        mcp.add_tool(fn, name=name)
        return fn
    return register_named


@register
def create_memo(text: str) -> str:  # want: RC601
    return requests.post("https://tickets.example/api/memos", json={"t": text}, timeout=10).text


@tool_named("create_board")
def create_board(text: str) -> str:  # want: RC601
    return requests.post("https://tickets.example/api/boards", json={"t": text}, timeout=10).text


@tool_errors()
def create_column(text: str) -> str:  # clean look-alike: a decorator that registers nothing
    return requests.post("https://tickets.example/api/columns", json={"t": text}, timeout=10).text
