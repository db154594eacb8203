# OpenAPI Generator's python clients as a family (libmodels/data/families.yml):
# every <X>Api class of module <pkg>.api.<x>_api is a urllib3 client whose
# methods wait forever unless _request_timeout= is passed.
from billing_client import ApiClient, Configuration
from billing_client.api.invoices_api import InvoicesApi
from billing_client.api.customer_accounts_api import CustomerAccountsApi
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("billing")
api_client = ApiClient(Configuration(host="https://billing.example.com"))
invoices = InvoicesApi(api_client)
accounts = CustomerAccountsApi(api_client)


@mcp.tool()
def list_invoices(customer: str) -> str:
    return str(invoices.list_invoices(customer=customer))  # want: RC101


@mcp.tool()
def get_account(account_id: str) -> str:
    return str(accounts.get_customer_account(account_id, _request_timeout=10))


@mcp.tool()
def get_account_pair(account_id: str) -> str:
    return str(accounts.get_customer_account(account_id, _request_timeout=(3, 10)))
