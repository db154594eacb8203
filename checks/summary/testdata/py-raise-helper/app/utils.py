class AppError(Exception):
    pass


def make_error(error_text: str):
    raise AppError(error_text)


def fail(detail: str):
    # The detail is logged; the error the client sees is fixed.
    print(detail)
    raise AppError("internal error")


def describe(exc):
    return f"{type(exc).__name__}: {exc}"


async def fail_action(ctx, action, exc):
    # The action comes first; the caught error's text is the third parameter
    # (mhajder/zabbix-mcp tools/errors.py:62).
    detail = f"{action}: {describe(exc)}"
    await ctx.error(detail)
    raise AppError(detail) from exc
