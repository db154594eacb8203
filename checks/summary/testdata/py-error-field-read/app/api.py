from app.client import Client

client = Client()


async def get_org():
    return await client.get("https://api.example.com/org")


async def list_projects(org_id):
    # Only the "results" field is passed on: never the error text.
    data = await client.get(f"https://api.example.com/orgs/{org_id}/projects")
    return data.get("results", []) if "results" in data else []


async def get_fixed():
    return await client.fixed("https://api.example.com/fixed")
