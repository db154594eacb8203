from mcp.server.fastmcp import Context, FastMCP

from app.errors import CrmError, QuotaError
from app.lifespan import lifespan

mcp = FastMCP("own-class-opaque", lifespan=lifespan)


def local_total(values: list) -> int:
    if not values:
        raise CrmError("no values")
    return sum(values)


@mcp.tool()
async def get_deal(ctx: Context, deal_id: str) -> str:
    # The client comes through the lifespan context: no call of the try
    # block resolves, and CrmError is what BaseClient.request raises with
    # httpx's text. Whole-only: in a diff of this file alone the on-demand
    # read loads the modules it imports, not base_client.py, which raises
    # the class.
    app = ctx.request_context.lifespan_context
    try:
        deal = await app.crm.request("GET", f"/deals/{deal_id}")
        return str(deal)
    except CrmError as e:
        return f"CRM error: {str(e)}"  # want: RC402 whole-only


@mcp.tool()
async def get_quota(ctx: Context) -> str:
    # Clean twin: QuotaError is raised with fixed text only.
    app = ctx.request_context.lifespan_context
    try:
        return str(await app.crm.quota("/quota"))
    except QuotaError as e:
        return f"quota error: {e}"


@mcp.tool()
async def total(values: list) -> str:
    # Clean twin: the try block calls only a function of the file, which
    # raises CrmError with its own text; no call is opaque.
    try:
        return str(local_total(values))
    except CrmError as e:
        return f"failed: {e}"
