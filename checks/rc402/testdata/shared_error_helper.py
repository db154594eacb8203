# A shared error helper that tools in other modules hand their caught
# exception: its raw text reaches the tool result it builds (unknown_param.go).


def format_error(e: Exception) -> dict:
    return {"content": [{"type": "text", "text": f"Error: {e}"}], "isError": True}  # want: RC402 low


class QuotaError(Exception):
    pass


# Clean twins: a fixed message, a class of the code's own, a plain text.
def format_fixed(e: Exception) -> dict:
    return {"content": [{"type": "text", "text": "Internal error"}], "isError": True}


def format_quota(e: QuotaError) -> dict:
    return {"content": [{"type": "text", "text": str(e)}], "isError": True}


def format_text(text: str) -> dict:
    return {"content": [{"type": "text", "text": text}], "isError": True}
