# RC401: a layered decision that falls back to the local decision when the
# policy service fails.
import logging

import httpx

OPA_URL = "http://opa:8181/v1/data/tools/allow"
log = logging.getLogger(__name__)


def local_decision(tool: str) -> dict:
    return {"decision": "deny"} if tool == "drop_table" else {"decision": "allow"}


async def decide(tool: str) -> dict:
    local = local_decision(tool)
    if local["decision"] == "deny":
        return local
    try:
        async with httpx.AsyncClient(timeout=5) as client:
            resp = await client.post(OPA_URL, json={"input": {"tool": tool}})
            if resp.json().get("result") is False:
                return {"decision": "deny"}
    except httpx.HTTPError:  # want: RC401
        log.warning("policy service unavailable")
    return local


# ---- clean twin ----


async def decide_strict(tool: str) -> dict:
    local = local_decision(tool)
    if local["decision"] == "deny":
        return local
    try:
        async with httpx.AsyncClient(timeout=5) as client:
            resp = await client.post(OPA_URL, json={"input": {"tool": tool}})
            if resp.json().get("result") is False:
                return {"decision": "deny"}
    except httpx.HTTPError:
        raise PermissionError("policy service unavailable")
    return local
