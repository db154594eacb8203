from mcp.server.fastmcp import FastMCP

from app.clients import AwsHelper, get_loader, get_okta_client

mcp = FastMCP("held")


@mcp.tool()
async def list_users(org_url: str) -> dict:
    okta_client = await get_okta_client(org_url)  # want: RC101 diff-only
    try:
        users, _, _ = await okta_client.list_users()
        return {"users": users}
    except Exception as e:
        return {"error": str(e)}  # want: RC402


@mcp.tool()
def read_doc(text: str) -> dict:
    doc = get_loader(text)
    try:
        return {"keys": doc.keys()}
    except Exception as e:
        return {"error": str(e)}


class GlueTools:
    def __init__(self, mcp: FastMCP):
        self.glue_client = AwsHelper.create_boto3_client("glue")
        mcp.tool(name="get_database")(self.get_database)

    def get_database(self, name: str) -> dict:
        try:
            return self.glue_client.get_database(Name=name)  # want: RC201
        except Exception as e:
            return {"error": str(e)}  # want: RC402


GlueTools(mcp)
