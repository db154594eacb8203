# Class of real code (servicenow-mcp's _unwrap_and_validate_params): a helper
# that builds the tool's pydantic parameter model from the caller's
# arguments and returns the validation error's text under `except
# Exception`. The try only builds models (pyvalidate.ModelTry): what it can
# raise describes the caller's own input, not the server's internals
# (CWE-209). A try that also calls the upstream still leaks.
from typing import Any, Dict, Type, TypeVar

import requests
from pydantic import BaseModel
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("validate")
T = TypeVar("T", bound=BaseModel)


class CreateParams(BaseModel):
    short_description: str
    priority: int = 3


def _validate(params: Any, model_class: Type[T], required_fields=None) -> Dict[str, Any]:
    try:
        if isinstance(params, BaseModel):
            instance = model_class(**params.dict())
        else:
            instance = model_class(**params)
        missing = []
        for field in required_fields or []:
            if getattr(instance, field, None) is None:
                missing.append(field)
        if missing:
            return {"success": False, "message": f"Missing: {', '.join(missing)}"}
        return {"success": True, "params": instance}
    except Exception as e:
        return {"success": False, "message": f"Invalid parameters: {str(e)}"}


@mcp.tool()
def create_record(params: dict) -> dict:
    result = _validate(params, CreateParams, ["short_description"])
    if not result["success"]:
        return result
    return {"success": True}


@mcp.tool()
def create_local(params: dict) -> dict:
    try:
        p = CreateParams(**params)
    except Exception as e:
        return {"success": False, "message": str(e)}
    return {"success": True, "priority": p.priority}


# ---- reported: the same shape around a client or an upstream call ----


@mcp.tool()
def create_remote(params: dict) -> dict:
    try:
        p = CreateParams(**params)
        requests.post("https://records.internal.example/api", json=p.model_dump(), timeout=10)
    except Exception as e:
        return {"success": False, "message": str(e)}  # want: RC402
    return {"success": True}
