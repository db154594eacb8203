# Helpers handed the raw error a tool catches (package errparam).


def format_error(e):
    return {"success": False, "error": f"request failed: {e}"}  # want: RC402 whole-only


def format_input_error(e):
    # called only with parsing errors of the tool's own input
    return {"success": False, "error": f"bad input: {e}"}
