# Creating calls of libmodels/data/sdks-fix9.yml's Python clients: caldav's
# save_event stores a new calendar object under a new UID and gspread's
# append_row adds a row after the table on every call, so a retried tool
# call does it twice.
import caldav
import gspread
from mcp.server.fastmcp import FastMCP
from pyairtable import Api

mcp = FastMCP("office")
dav = caldav.DAVClient(url="https://dav.test/", username="u", password="p", timeout=10)
calendar = dav.calendar(url="https://dav.test/cal/work/")
gc = gspread.service_account(filename="sa.json")
airtable = Api("pat-token", timeout=(5, 20))


@mcp.tool()
def schedule_meeting(summary: str, start: str) -> str:  # want: RC601
    event = calendar.save_event(dtstart=start, summary=summary)
    return str(event.url)


@mcp.tool()
def log_expense(amount: float, memo: str) -> str:  # want: RC601
    gc.open_by_key("sheet").sheet1.append_row([amount, memo])
    return "logged"


@mcp.tool()
def add_task(name: str) -> str:  # want: RC601
    tasks = airtable.table("appBase", "Tasks")
    return str(tasks.create({"Name": name})["id"])


# ---- negatives: reads and updates of a given record repeat harmlessly ----
@mcp.tool()
def rename_task(record_id: str, name: str) -> str:
    return str(airtable.table("appBase", "Tasks").update(record_id, {"Name": name}))


@mcp.tool()
def upcoming(start: str, end: str) -> str:
    return str([e.url for e in calendar.search(start=start, end=end, event=True)])


@mcp.tool()
def read_expenses() -> str:
    return str(gc.open_by_key("sheet").sheet1.get_all_values())
