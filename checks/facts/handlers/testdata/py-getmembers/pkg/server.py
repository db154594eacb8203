import functools
import inspect

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("x")


def _make_tool_wrapper(fn):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        return await fn(object(), *args, **kwargs)

    return wrapper


def register_tools():
    from pkg.harvest import candidates as harvest_candidates
    from pkg.harvest import notes

    harvest_modules = [harvest_candidates]
    api_modules = harvest_modules + [notes]
    for module in api_modules:
        for name, fn in inspect.getmembers(module, inspect.isfunction):
            if name.startswith("_"):
                continue
            wrapper = _make_tool_wrapper(fn)
            mcp.tool(name=name)(wrapper)

    def _make_db_wrapper(fn):
        async def wrapper(*args, **kwargs):
            return await fn(None, *args, **kwargs)

        return wrapper

    for name, fn in inspect.getmembers(notes, inspect.isfunction):
        wrapper = _make_db_wrapper(fn)
        mcp.tool(name=name)(wrapper)
    for name, cls in inspect.getmembers(notes, inspect.isclass):
        mcp.tool(name=name)(cls)
    from pkg.harvest import unused

    for name, cls in inspect.getmembers(unused, predicate=inspect.isclass):  # the keyword form: classes, no functions
        mcp.tool(name=name)(cls)
