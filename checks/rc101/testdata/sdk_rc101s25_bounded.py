# A Twilio client given an http_client (TwilioHttpClient(timeout=...)) is
# bounded; a TodoistAPI whose release the project does not pin is left
# alone (3.x and later bound their requests): only the notice that its
# default is unknown, at the construction, as before.
import os

from mcp.server.fastmcp import FastMCP
from todoist_api_python.api import TodoistAPI
from twilio.http.http_client import TwilioHttpClient
from twilio.rest import Client

mcp = FastMCP("notify")
twilio = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"],
                http_client=TwilioHttpClient(timeout=10))
todo = TodoistAPI(os.environ["TODOIST_API_TOKEN"])  # want: RC101 low


@mcp.tool()
def send_sms(to: str, body: str) -> str:
    return twilio.messages.create(to=to, from_="+15550100", body=body).sid


@mcp.tool()
def list_projects() -> list:
    return [p.name for p in todo.get_projects()]
