from mcp.server.fastmcp import FastMCP

from app.client import Client, RawClient, Secrets

mcp = FastMCP("x")


# A client a class method returns (its return annotation a forward
# reference, -> 'Client'), and a method of what a property of it returns.
@mcp.tool()
async def run_job(component: str) -> dict:  # want: RC601
    client = Client.from_state({})
    return await client.create_job(component)


@mcp.tool()
async def start_job(component: str) -> dict:  # want: RC601
    client = Client.from_state({})
    return await client.jobs_client.create_job(component)


@mcp.tool()
async def delete_job(job_id: str) -> dict:  # clean: a delete sent as a POST
    client = Client.from_state({})
    return await client.jobs_client.delete_job(job_id)


@mcp.tool()
async def show_jobs() -> dict:  # clean: the property's client only reads
    client = Client.from_state({})
    return await client.jobs_client.list_jobs()


secrets = Secrets(RawClient())


@mcp.tool()
async def store_secret(value: str) -> dict:  # want: RC601
    return await secrets.store(value)


@mcp.tool()
async def modify_config(config: dict) -> dict:  # clean: a tool named to modify sets what it is given
    return await secrets.save_config(config)


@mcp.tool()
async def acme_delete_job(job_id: str) -> dict:  # clean: the verb after a product prefix deletes
    client = Client.from_state({})
    return await client.jobs_client.delete_job(job_id)
