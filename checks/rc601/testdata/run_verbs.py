from mcp.server.fastmcp import FastMCP
from zenml.client import Client

# A tool that triggers a run of a named pipeline creates a run, keyed by a
# generated id: the pipeline's name protects nothing (zenml's
# Client.trigger_pipeline). Creating the pipeline itself under a given name
# is refused on a repeat.

mcp = FastMCP("pipelines")
zenml_client = Client()


@mcp.tool()
def trigger_pipeline(pipeline_name_or_id: str) -> dict:  # want: RC601
    run = zenml_client.trigger_pipeline(pipeline_name_or_id=pipeline_name_or_id)
    return {"id": str(run.id)}


@mcp.tool()
def create_pipeline(name: str) -> dict:
    pipeline = zenml_client.create_pipeline(name=name)
    return {"id": str(pipeline.id)}
