from core.client import get_client


# not the module srv imports (core.tools.listing): never registered
async def list_things(name: str) -> dict:
    client = get_client()
    try:
        return await client.fetch_things("/things/" + name)
    except Exception as e:
        return {"error": f"failed: {str(e)}"}
