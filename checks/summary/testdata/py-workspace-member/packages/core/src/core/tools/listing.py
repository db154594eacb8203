from core.client import get_client


# a tool: packages/srv registers it by the workspace package's name
async def list_things(name: str) -> dict:
    client = get_client()
    try:
        return await client.fetch_things("/things/" + name)
    except Exception as e:
        return {"error": f"failed: {str(e)}"}  # want: RC402 whole-only (the fixture source has no search: a diff of this file alone does not read server.py)


# the same shape, registered nowhere: its dict reaches no client
async def count_things(name: str) -> dict:
    client = get_client()
    try:
        return await client.fetch_things("/count/" + name)
    except Exception as e:
        return {"error": f"failed: {str(e)}"}
