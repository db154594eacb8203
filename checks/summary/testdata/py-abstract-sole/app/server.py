from mcp.server.fastmcp import FastMCP

from app.backends import Calendar, Mailer, Notes

mcp = FastMCP("cal")


class Tools:
    def __init__(self, calendar: Calendar, mailer: Mailer, notes: Notes):
        self.calendar = calendar
        self.mailer = mailer
        self.notes = notes


tools: Tools


@mcp.tool()
def create_event(title: str) -> dict:  # want: RC601
    return tools.calendar.create_event(title)  # want: RC201


@mcp.tool()
def list_events() -> list:
    return tools.calendar.list_events()  # want: RC201


@mcp.tool()
def send_mail(to: str) -> str:
    tools.mailer.send(to)
    return "sent"


@mcp.tool()
def add_note(text: str) -> str:
    tools.notes.add(text)
    return "ok"
