# Helpers that run the function they are handed in a worker thread: a call
# of one raises what that function raises (package offload).
import asyncio
from typing import Any, Callable


async def run_sync_limited(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    return await asyncio.to_thread(func, *args, **kwargs)


async def run_later(func: Callable[..., Any], *args: Any) -> str:
    # Schedules the function and answers at once: nothing it raises comes
    # back to the caller, so it is no offload of its parameter.
    asyncio.get_running_loop().call_soon(func, *args)
    return "scheduled"


async def run_quietly(func: Callable[..., Any], *args: Any) -> Any:
    # Runs the function in a thread but keeps its error: None comes back
    # instead, so nothing the function raises reaches the caller.
    try:
        return await asyncio.to_thread(func, *args)
    except Exception:
        return None
