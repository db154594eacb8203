# FastMCP 2 registers each function a tool module appended to its
# module-level list: `mcp.tool(fn)` in a loop (alibaba-cloud-ops-mcp-server).
from fastmcp import FastMCP
from pkg.tools import oos_tools

mcp = FastMCP("ops")

for tool in oos_tools.tools:
    mcp.tool(tool)
