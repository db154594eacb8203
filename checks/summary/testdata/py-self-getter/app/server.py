from typing import Optional

from fastmcp import FastMCP

from .client import QuietClient, WazuhClient


class WazuhMCPServer:
    def __init__(self, url: str) -> None:
        self.url = url
        self._client: Optional[WazuhClient] = None
        self.app = FastMCP(name="wazuh")
        self._register_tools()

    def _get_client(self) -> WazuhClient:
        if self._client is None:
            self._client = WazuhClient(self.url)
        return self._client

    def _quiet_client(self):
        return QuietClient(self.url)

    def _register_tools(self) -> None:
        @self.app.tool(name="GetAgentsTool")
        async def get_agents_tool():
            try:
                client = self._get_client()
                data = await client.get_agents()
                return [{"type": "text", "text": str(data)}]
            except Exception as e:
                return [{"type": "text", "text": f"Error retrieving agents: {str(e)}"}]  # want: RC402

        # Clean look-alike: the getter returns a client whose methods raise
        # only their own fixed message.
        @self.app.tool(name="GetAgentsQuietTool")
        async def get_agents_quiet_tool():
            try:
                client = self._quiet_client()
                data = await client.get_agents()
                return [{"type": "text", "text": str(data)}]
            except Exception as e:
                return [{"type": "text", "text": f"Error retrieving agents: {str(e)}"}]

    async def agents(self) -> str:
        try:
            client = self._get_client()
            return str(await client.get_agents())
        except Exception as e:
            return f"Error: {e}"
