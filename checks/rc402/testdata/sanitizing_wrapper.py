# A wrapper of the file that hands the caught error's text only to a
# sanitizer (_sanitize_error maps it to fixed messages) sends no raw text; one
# that formats the text itself does (batch 18, topmate-io's postgres-mcp).
import logging
import psycopg
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("db")
logger = logging.getLogger(__name__)


def format_text_response(text):
    return [{"type": "text", "text": str(text)}]


def _sanitize_error(error: str) -> str:
    if "timeout" in error.lower():
        return "Query took too long."
    return "An unexpected error occurred."


def format_error_response(error: str):
    return format_text_response(f"Error: {_sanitize_error(error)}")


def format_raw(error: str):
    return format_text_response(f"Error: {error}")


@mcp.tool()
async def run(sql: str):
    try:
        conn = await psycopg.AsyncConnection.connect("dbname=x", connect_timeout=5)
        rows = await conn.execute(sql)
        return format_text_response(rows)
    except Exception as e:
        logger.error(f"failed: {e}")
        return format_error_response(str(e))


@mcp.tool()
async def run2(sql: str):
    try:
        conn = await psycopg.AsyncConnection.connect("dbname=x", connect_timeout=5)
        rows = await conn.execute(sql)
        return format_text_response(rows)
    except Exception as e:
        return format_raw(str(e))  # want: RC402
