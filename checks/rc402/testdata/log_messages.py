import json
import logging
import subprocess
import traceback

import mcp.types as types
from mcp.server import Server

app = Server("docker")
log = logging.getLogger(__name__)


@app.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    try:
        out = subprocess.run(["docker", "ps"], capture_output=True, check=True, timeout=30)
        return [types.TextContent(type="text", text=out.stdout.decode())]
    except subprocess.CalledProcessError as e:
        await app.request_context.session.send_log_message("error", f"docker failed: {e}")  # want: RC402
        return [types.TextContent(type="text", text="docker failed")]
    except Exception:
        await app.request_context.session.send_log_message(
            "error", traceback.format_exc()  # want: RC402
        )
        raise


@app.call_tool()
async def call_tool_quiet(name: str, arguments: dict) -> list[types.TextContent]:
    try:
        out = subprocess.run(["docker", "ps"], capture_output=True, check=True, timeout=30)
        return [types.TextContent(type="text", text=out.stdout.decode())]
    except Exception:
        log.exception("docker failed")  # logged, not sent
        await app.request_context.session.send_log_message("error", "docker failed; see the server log")
        return [types.TextContent(type="text", text=json.dumps({"error": "docker failed"}))]
