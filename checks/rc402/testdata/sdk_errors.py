# Error classes of SDKs named by library rows (libmodels/data/clients.yml):
# googleapiclient's HttpError text is the request URL with its query string
# and the API's error body; mysql.connector's Error carries the server's
# message. The calls go through the project's own helpers, so the except
# clause is what says where the failure comes from.
from googleapiclient.errors import HttpError
from mysql.connector import Error as MySQLError

from myproject.google import gmail_service
from myproject.db import run_sql
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sdk-errors")


@mcp.tool()
async def search_mail(query: str) -> str:
    try:
        return gmail_service().search(query)
    except HttpError as e:
        return f"Gmail API error: {e}"  # want: RC402


@mcp.tool()
async def query(sql: str) -> str:
    try:
        return run_sql(sql)
    except MySQLError as err:
        return f"Database error: {str(err)}"  # want: RC402


@mcp.tool()
async def search_mail_quietly(query: str) -> str:
    try:
        return gmail_service().search(query)
    except HttpError as e:
        return f"Gmail API error {e.status_code}: try again later"
