from fastmcp import FastMCP

mcp = FastMCP("inventory")
