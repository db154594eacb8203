from pkg.client import post


async def create_candidate(client, *, first_name: str):
    return await post("/candidates", {"first_name": first_name})


async def _helper(client):
    return None
