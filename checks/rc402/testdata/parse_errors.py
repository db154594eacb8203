# Class of real code: a tool that reads a data-model file the caller names and
# answers a JSON syntax error with the parser's message (line and column of
# the caller's own file). A parsing or validation error describes the value,
# not a dependency of the server.
import json

import pydantic
from gql import Client, gql
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


client = Client(url="https://internal.example/graphql")


# gql() only parses the caller's GraphQL text: its syntax error is about
# that text. Executing the parsed query talks to the upstream.
@mcp.tool()
def run_query(query: str) -> dict:
    try:
        doc = gql(query)
    except Exception as e:
        return {"error": f"Failed to parse query: {e}"}
    try:
        return client.execute(doc)
    except Exception as e:
        return {"error": f"query failed: {e}"}  # want: RC402
