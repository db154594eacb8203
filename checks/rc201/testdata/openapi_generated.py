# OpenAPI Generator's python clients are synchronous (urllib3): a method of
# any generated <X>Api in an async tool holds the event loop
# (libmodels/data/families.yml). A look-alike FooApi is not taken.
import asyncio

from billing_client import ApiClient, Configuration
from billing_client.api.invoices_api import InvoicesApi
from mcp.server.fastmcp import FastMCP
from shopapp.api.views import ProductsApi

mcp = FastMCP("billing")
api_client = ApiClient(Configuration(host="https://billing.example.com"))
invoices = InvoicesApi(api_client)
products = ProductsApi()


@mcp.tool()
async def create_invoice(customer: str) -> str:
    return str(invoices.create_invoice(customer, _request_timeout=10))  # want: RC201


@mcp.tool()
async def create_invoice_threaded(customer: str) -> str:
    return str(await asyncio.to_thread(invoices.create_invoice, customer, _request_timeout=10))


@mcp.tool()
async def list_products() -> str:
    return str(products.list_products())
