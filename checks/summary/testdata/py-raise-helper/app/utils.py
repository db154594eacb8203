class AppError(Exception):
    pass


def make_error(error_text: str):
    raise AppError(error_text)


def fail(detail: str):
    # The detail is logged; the error the client sees is fixed.
    print(detail)
    raise AppError("internal error")
