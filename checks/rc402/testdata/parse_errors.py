# Class of real code: a tool that reads a data-model file the caller names and
# answers a JSON syntax error with the parser's message (line and column of
# the caller's own file). A parsing or validation error describes the value,
# not a dependency of the server.
import json

import pydantic
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("parse")


class Model(pydantic.BaseModel):
    tables: list[str]


@mcp.tool()
def check_model(path: str) -> str:
    try:
        with open(path) as fh:
            data = json.load(fh)
    except json.JSONDecodeError as e:
        return f"invalid JSON in {path}: {e}"
    try:
        Model.model_validate(data)
    except pydantic.ValidationError as e:
        return f"the model does not validate: {e}"
    return "ok"
