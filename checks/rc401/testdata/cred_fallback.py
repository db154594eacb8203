# RC401 credential fallback (Python): the request's token, else the server's.
import os

from starlette.requests import Request
from starlette.responses import JSONResponse


async def handle(request: Request):
    token = request.headers.get("X-Ledger-Token") or os.getenv("LEDGER_TOKEN")  # want: RC401 medium
    return JSONResponse({"ok": bool(token)})


async def handle_clean(request: Request):
    url = request.headers.get("X-Ledger-Url") or os.getenv("LEDGER_URL")
    token = request.headers.get("X-Ledger-Token")
    if not token:
        return JSONResponse({"error": "unauthorized"}, status_code=401)
    return JSONResponse({"ok": bool(token), "url": url})
