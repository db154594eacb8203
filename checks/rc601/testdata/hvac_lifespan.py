# FastMCP tools registered by keyword (mcp.tool(name_or_fn=fn, ...), as
# mschuchard/vault-mcp-server does) whose client is an hvac engine from the
# lifespan: generate_certificate issues a new key and serial per call (POST
# pki/issue/<role>); create_or_update_secret is an upsert at the caller's
# path and read_certificate reads.
from contextlib import asynccontextmanager

import hvac
from fastmcp import Context, FastMCP


@asynccontextmanager
async def server_lifespan(server: FastMCP):
    vault_client: hvac.Client = hvac.Client(url="http://127.0.0.1:8200")
    yield {"pki": vault_client.secrets.pki, "kv2": vault_client.secrets.kv.v2}


def generate_certificate(ctx: Context, role: str, common_name: str) -> dict:  # want: RC601
    return ctx.request_context.lifespan_context["pki"].generate_certificate(name=role, common_name=common_name)["data"]


def create_update(ctx: Context, path: str, secret: dict) -> dict:
    return ctx.request_context.lifespan_context["kv2"].create_or_update_secret(path=path, secret=secret)["data"]


def read_certificate(ctx: Context, serial: str) -> dict:
    return ctx.request_context.lifespan_context["pki"].read_certificate(serial=serial)["data"]


def run() -> None:
    mcp = FastMCP(name="Vault", lifespan=server_lifespan)
    mcp.tool(name_or_fn=generate_certificate, name="pki-generate-certificate")
    mcp.tool(name_or_fn=create_update, name="kv2-create-or-update")
    mcp.tool(name_or_fn=read_certificate, name="pki-read-certificate")
