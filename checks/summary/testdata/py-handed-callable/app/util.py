import asyncio


async def with_retry(fn, *args, retries: int = 1, **kwargs):
    """Calls the function it is handed, once more after a failure."""
    for attempt in range(retries + 1):
        try:
            return fn(*args, **kwargs)
        except Exception:
            if attempt < retries:
                await asyncio.sleep(1)  # want: RC302
            else:
                raise


def quietly(fn, *args):
    """Calls the function it is handed and keeps what it raises."""
    try:
        return fn(*args)
    except Exception:
        return None
