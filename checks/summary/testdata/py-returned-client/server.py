from tools import cached_count, count_traces


async def count_tool(project: str):
    return count_traces(project)  # want: RC201


async def cached_tool(project: str):
    return cached_count(project)
