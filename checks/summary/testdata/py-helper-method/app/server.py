from mcp.server.fastmcp import FastMCP

from app.client import ApiClient

mcp = FastMCP("media")
api_client = ApiClient()


@mcp.tool()
async def generate_video(prompt: str) -> dict:  # want: RC601
    return api_client.post("/v1/video_generation", json={"prompt": prompt})  # want: RC201


# ---- clean look-alikes ----


@mcp.tool()
async def video_status(task_id: str) -> dict:
    return api_client.get("/v1/query/video_generation", params={"task_id": task_id})  # want: RC201


@mcp.tool()
async def voice_clone(voice_id: str, file: str) -> dict:
    # the caller names the voice: a repeat is refused (callerGivenID)
    return api_client.post("/v1/voice_clone", json={"voice_id": voice_id, "file": file})  # want: RC201
