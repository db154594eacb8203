class CrmError(Exception):
    """The project's own error: the base client raises it with httpx's text."""


class QuotaError(Exception):
    """The project's own error: raised with fixed text only."""
