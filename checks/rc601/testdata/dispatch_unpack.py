# Tools a low-level server's call_tool handler takes out of a definitions
# table by name and unpacks (handlers/dispatch.go: `definition =
# self.tools[name]; impl, model, ... = definition` and `definition[0]`),
# the shape of servicenow-mcp's _call_tool_impl.
import httpx
from mcp.server.lowlevel import Server


def create_incident(config, params) -> dict:  # want: RC601
    r = httpx.post(config["url"] + "/table/incident", json=params, timeout=10)
    return r.json()


def create_change(config, params) -> dict:  # want: RC601
    r = httpx.post(config["url"] + "/table/change_request", json=params, timeout=10)
    return r.json()


def list_incidents(config, params) -> dict:
    r = httpx.get(config["url"] + "/table/incident", params=params, timeout=10)
    return r.json()


# clean look-alike: a POST in a function no table holds
def create_backup(config, params) -> dict:
    r = httpx.post(config["url"] + "/backups", json=params, timeout=10)
    return r.json()


def tool_definitions() -> dict:
    return {
        "create_incident": (create_incident, dict, "Create an incident"),
        "list_incidents": (list_incidents, dict, "List incidents"),
    }


CHANGE_TOOLS = {"create_change": (create_change, dict, "Create a change")}


class ServiceNow:
    def __init__(self, config):
        self.config = config
        self.server = Server("servicenow")
        self.tools = tool_definitions()
        self.server.call_tool()(self.call_tool)
        self.server.call_tool()(self.call_change_tool)

    async def call_tool(self, name: str, arguments: dict) -> list:
        definition = self.tools[name]
        impl, params_model, _description = definition
        return [str(impl(self.config, params_model(**arguments)))]

    async def call_change_tool(self, name: str, arguments: dict) -> list:
        definition = CHANGE_TOOLS[name]
        impl = definition[0]
        return [str(impl(self.config, arguments))]
