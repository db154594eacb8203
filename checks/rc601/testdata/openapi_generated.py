# Generated API clients (libmodels/data/families.yml): a creating operation of
# an OpenAPI Generator <X>Api (its method named from the operationId:
# post_*, create_*, trigger_*) makes a new resource on each call, whatever
# the tool is named. Reads, updates and deletes repeat harmlessly; a
# look-alike FooApi of a module of another name is no generated client.
from billing_client import ApiClient, Configuration
from billing_client.api.invoices_api import InvoicesApi
from billing_client.api.dag_runs_api import DagRunsApi
from mcp.server.fastmcp import FastMCP
from shopapp.api.views import OrdersApi

mcp = FastMCP("billing")
api_client = ApiClient(Configuration(host="https://billing.example.com"))
invoices = InvoicesApi(api_client)
runs = DagRunsApi(api_client)
orders = OrdersApi()


@mcp.tool()
def post_dag_run(dag_id: str, conf: dict) -> str:  # want: RC601
    return str(runs.post_dag_run(dag_id, {"conf": conf}, _request_timeout=10))


@mcp.tool()
def bill_customer(customer: str, amount: int) -> str:  # want: RC601
    return str(invoices.create_invoice({"customer": customer, "amount": amount}, _request_timeout=10))


@mcp.tool()
def bill_customer_once(customer: str, amount: int, idempotency_key: str) -> str:
    return str(invoices.create_invoice({"customer": customer, "amount": amount}, _request_timeout=10,
                                       _headers={"Idempotency-Key": idempotency_key}))


@mcp.tool()
def void_invoice(invoice_id: str) -> str:
    return str(invoices.delete_invoice(invoice_id, _request_timeout=10))


@mcp.tool()
def rename_invoice(invoice_id: str, title: str) -> str:
    return str(invoices.patch_invoice(invoice_id, {"title": title}, _request_timeout=10))


@mcp.tool()
def place_order(item: str) -> str:
    return str(orders.post_order(item))
