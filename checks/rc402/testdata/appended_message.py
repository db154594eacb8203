# A message built up piece by piece (`msg += ...`) carries every piece: a
# caught error's text appended to a prefix leaks as an f-string holding it
# would; a message that appends only the error's class name or the server's
# own hint does not (clean twins; package checks/rc402, appended).
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("appended")


@mcp.tool()
async def fetch_report(report_id: str) -> str:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/reports/{report_id}")
            r.raise_for_status()
            return r.text
    except Exception as e:
        msg = "Failed to fetch the report"
        msg += f": {e}"  # want: RC402
        return msg


@mcp.tool()
async def fetch_summary(report_id: str) -> str:
    try:
        async with httpx.AsyncClient(timeout=10) as client:
            r = await client.get(f"https://api.example.com/summaries/{report_id}")
            r.raise_for_status()
            return r.text
    except Exception as e:
        msg = "Failed to fetch the summary"
        msg += f" ({type(e).__name__})"
        msg += "; try again later"
        return msg
