# A family of tool handlers: the dispatcher in server.py looks one up by
# name and calls its run_tool (subimpl.Index.Family).
from app.client import Vault


class ToolHandler:
    def __init__(self, name: str):
        self.name = name

    def run_tool(self, args: dict) -> str:
        raise NotImplementedError()


class ListFilesHandler(ToolHandler):
    def run_tool(self, args: dict) -> str:
        return ", ".join(Vault("https://vault.example.com").list_files())


class RefreshHandler(ToolHandler):
    def run_tool(self, args: dict) -> str:
        Vault("https://vault.example.com").queue_refresh()
        return "queued"


class Formatter:
    def render(self, args: dict) -> str:
        raise NotImplementedError()


class PlainFormatter(Formatter):
    def render(self, args: dict) -> str:
        return str(args)


class JsonFormatter(Formatter):
    def render(self, args: dict) -> str:
        return repr(args)


class Repo:
    """A family whose update blocks: a dispatcher's dict.update must not resolve to it."""

    def update(self, data: dict) -> None:
        raise NotImplementedError()


class VaultRepo(Repo):
    def update(self, data: dict) -> None:
        Vault("https://vault.example.com").list_files()


class Job:
    """A family whose run blocks: a table of threads' run must not resolve to it."""

    def run(self) -> None:
        raise NotImplementedError()


class RefreshJob(Job):
    def run(self) -> None:
        Vault("https://vault.example.com").list_files()
