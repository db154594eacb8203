# Tool modules handed their request function by the server (Rootly's
# register_incident_tools(mcp, make_authenticated_request=...)): the
# handler's bare call of the parameter means what every caller passes.


def register_items(mcp, fetch):
    @mcp.tool()
    async def get_item(item_id: str):
        return fetch("https://api.example.com/items/" + item_id)  # want: RC201 whole-only


def register_owners(mcp, fetch_owner=None):
    @mcp.tool()
    async def get_owner(item_id: str):
        return fetch_owner("https://api.example.com/owners/" + item_id)  # want: RC201 whole-only


def register_nested(mcp, fetch):
    # Handed on through register_all's own parameter.
    @mcp.tool()
    async def get_deep(item_id: str):
        return fetch("https://api.example.com/deep/" + item_id)  # want: RC201 whole-only


# Clean twins: one caller passes a function without I/O; two callers pass
# different functions (unknown, not one of them); one passes a lambda.


def register_labels(mcp, fetch):
    @mcp.tool()
    async def get_label(item_id: str):
        return fetch(item_id)


def register_mixed(mcp, fetch):
    @mcp.tool()
    async def get_mixed(item_id: str):
        return fetch(item_id)


def register_lambda(mcp, fetch):
    @mcp.tool()
    async def get_lambda(item_id: str):
        return fetch(item_id)
