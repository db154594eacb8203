# Tool bodies of another module, handed the client by the tools: the
# parameter is untyped, so what it holds is what every caller passes.
from app.client import LocalStore


def fetch_item_impl(client, item_id: str) -> str:
    try:
        return str(client.get_item(item_id))
    except Exception as e:
        return f"There was a problem using this tool: {e}"  # want: RC402 whole-only


def fetch_deep_impl(client, item_id: str) -> str:
    # Handed on through another untyped parameter.
    return fetch_item_impl(client, item_id)


def label_impl(client, text: str) -> str:
    # Clean twin: the method only computes.
    try:
        return client.label(text)
    except Exception as e:
        return f"label failed: {e}"


def mixed_impl(source, item_id: str) -> str:
    # Clean twin: the callers pass instances of two classes, so the
    # parameter stays unknown.
    try:
        return str(source.get_item(item_id))
    except Exception as e:
        return f"lookup failed: {e}"


def typed_impl(client: LocalStore, item_id: str) -> str:
    # Clean twin: the function types its parameter itself (a caller that
    # hands it another class does not retype it).
    try:
        return str(client.get_item(item_id))
    except Exception as e:
        return f"lookup failed: {e}"
