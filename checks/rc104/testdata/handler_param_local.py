import asyncio
import subprocess

from mcp.server.fastmcp import FastMCP
from pydantic import Field

mcp = FastMCP("handler-param-local")


def _run(script, timeout):
    return subprocess.run(script, shell=True, timeout=timeout)


# A handler's own parameter bounding a child process it runs (batch 11:
# aliyun/alibaba-cloud-ops-mcp-server's LOCAL_RunShellScript, timeout
# default 300 passed to subprocess.run): a model that leaves it out waits
# the default.
@mcp.tool()
def run_plain(script: str, timeout: int = 300) -> str:  # want: RC104
    return str(subprocess.run(script, shell=True, timeout=timeout))


# The same with a pydantic Field default.
@mcp.tool()
def run_field(script: str, timeout: int = Field(description="seconds", default=300)) -> str:  # want: RC104
    return str(subprocess.run(script, shell=True, timeout=timeout))


@mcp.tool()
def run_helper_field(script: str, timeout: int = Field(description="seconds", default=300)) -> str:  # want: RC104
    return str(_run(script, timeout=timeout))


@mcp.tool()
def run_short(script: str, timeout: int = Field(default=20, description="seconds")) -> str:
    return str(subprocess.run(script, shell=True, timeout=timeout))


@mcp.tool()
def run_required(script: str, timeout: int = Field(..., description="seconds")) -> str:
    # the caller's value as given, nothing caps it (uncapped.go)
    return str(subprocess.run(script, shell=True, timeout=timeout))  # want: RC104


@mcp.tool()
async def wait_job(job: str, timeout: float = 120.0) -> str:  # want: RC104
    return str(await asyncio.wait_for(poll(job), timeout=timeout))


# The remote operation's own timeout, passed to an API: not the request's
# wait, not judged by its default.
@mcp.tool()
def shutdown_vm(vm: str, timeout: int = 300) -> str:
    return str(proxmox.nodes(vm).status.shutdown.post(timeout=timeout))


async def poll(job):
    return job
