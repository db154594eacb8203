class ApiError(Exception):
    """The project's own error: the client raises it with the upstream's text."""


class NotFoundError(Exception):
    """The project's own error: raised with fixed text only."""
