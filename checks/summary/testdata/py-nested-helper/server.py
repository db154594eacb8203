# Tools registered inside a function, with a helper declared beside them
# (kestra-mcp's _fetch_invitation_by_email, Rootly's make_authenticated_request):
# the handler's bare call means the nested helper, which calls another module.
from api import get_json, label


def _fetch(url):
    return label(url)


def register(mcp):
    def _fetch(url):
        return get_json(url)

    @mcp.tool()
    async def get_item(item_id: str):
        return _fetch("https://api.example.com/items/" + item_id)  # want: RC201

    @mcp.tool()
    async def get_owner(item_id: str):
        def _owner(url):
            return get_json(url)

        return _owner("https://api.example.com/owners/" + item_id)  # want: RC201


def register_plain(mcp):
    # Clean twins: here _fetch is the module's, which does no I/O; _owner
    # is not declared in this function (another function's stays there).
    @mcp.tool()
    async def get_label(item_id: str):
        return _fetch(item_id)

    @mcp.tool()
    async def get_other(item_id: str):
        return _owner(item_id)
