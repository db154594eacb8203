import subprocess

import requests
from mcp.server import Server

server = Server("args-get-default")


# A low-level server's tool reads its wait from the call's arguments with a
# default (batch 21: Abilka94/Proxmox-MCP `params.get("timeout", 120)`,
# kcook98765/kodi_mcp_server `args.get("timeout_seconds", 45)`): a model that
# leaves the key out waits the default.
@server.call_tool()
async def call_tool(name: str, arguments: dict):
    if name == "run":
        timeout = arguments.get("timeout", 120)  # want: RC104
        return subprocess.run(arguments["cmd"], shell=True, timeout=timeout)
    if name == "fetch":
        return requests.get(arguments["url"], timeout=arguments.get("timeout_seconds", 20))
    if name == "other":
        limits = {"timeout": 300}
        return requests.get(arguments["url"], timeout=limits.get("timeout", 300))
    return None
