from fastapi import FastAPI, HTTPException
from starlette.responses import JSONResponse

from .sessions import handle_message, close_session

app = FastAPI()


@app.post("/messages")
async def messages(request):
    try:
        await handle_message(await request.json())
    except Exception as e:
        return JSONResponse({"error": str(e)}, status_code=500)  # want: RC402 low


@app.delete("/session")
async def delete_session(sid: str):
    try:
        await close_session(sid)
    except Exception as e:
        raise HTTPException(status_code=404, detail=str(e))


@app.get("/sessions")
async def sessions():
    try:
        return await handle_message({"op": "list"})
    except Exception:
        return JSONResponse({"error": "internal error"}, status_code=500)
