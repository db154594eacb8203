# Twilio and SendGrid clients with their library defaults: no timeout.
import os

from mcp.server.fastmcp import FastMCP
from sendgrid import SendGridAPIClient
from twilio.rest import Client

mcp = FastMCP("notify")
twilio = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])
sg = SendGridAPIClient(os.environ["SENDGRID_API_KEY"])


@mcp.tool()
def send_sms(to: str, body: str) -> str:
    return twilio.messages.create(to=to, from_="+15550100", body=body).sid  # want: RC101


@mcp.tool()
def send_mail(message: dict) -> int:
    return sg.send(message).status_code  # want: RC101
