# Look-alikes of OpenAPI Generator's layout that are no generated client:
# a class named FooApi in a module of another name, and a module named
# <x>_api whose class names something else. The family row takes none of
# them: the two classes named as clients get only the general unknown-SDK
# question (sdkclient: "does not model shopapp"), the helper nothing.
from mcp.server.fastmcp import FastMCP
from shopapp.api.views import ProductsApi
from shopapp.api.orders_api import RefundsApi
from shopapp.api.orders_api import OrdersHelper

mcp = FastMCP("shop")
products = ProductsApi()  # want: RC101 low
refunds = RefundsApi()  # want: RC101 low
helper = OrdersHelper()


@mcp.tool()
def list_products() -> str:
    return str(products.list_products())


@mcp.tool()
def list_refunds() -> str:
    return str(refunds.list_refunds()) + str(helper.list_orders())
