# Dict and thread idioms in async code of a repository whose Repo.update and
# Job.run families block (tools.py): the tables hold dicts and threads, not
# the families' classes, so x.update() / x.run() stay unresolved
# (dispatch.Poly needs the file to show the table holding the family).
import threading

from app import tools

WORKERS = {"bg": threading.Thread(target=print)}
literal_handlers = {"list": tools.ListFilesHandler("list_files"), "plain": tools.PlainFormatter()}


def load_config(name: str) -> dict:
    return {"name": name}


async def merge_settings(name: str, extra: dict) -> dict:
    cache = {"a": {"x": 1}}
    section = cache[name]
    section.update(extra)  # dict.update: no I/O
    return section


async def lookup(name: str, extra: dict) -> dict:
    cfg = load_config(name)
    cfg.update(extra)  # dict.update on the dict a local function returns
    return cfg


async def start(name: str) -> str:
    t = WORKERS.get(name)
    t.run()  # threading.Thread.run of a table of threads
    return "ok"


async def call_literal(name: str, arguments: dict) -> str:
    handler = literal_handlers[name]
    return handler.run_tool(arguments)  # want: RC201
