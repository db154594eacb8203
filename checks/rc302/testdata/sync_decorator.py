# A retry decorator's synchronous wrapper calls the decorated function,
# a parameter of the decorator around it: that call is the loop's attempt,
# as the awaited call of an async wrapper is.
import functools
import random
import time


def retry(max_retry=3, retry_interval=1):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for i in range(max_retry):
                try:
                    return func(*args, **kwargs)
                except Exception:
                    if i + 1 == max_retry:
                        raise
                    time.sleep(retry_interval)  # want: RC302

        return wrapper

    return decorator


def retry_jittered(max_retry=3, base=1.0):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            for i in range(max_retry):
                try:
                    return func(*args, **kwargs)
                except Exception:
                    if i + 1 == max_retry:
                        raise
                    # full jitter: callers that failed together spread out
                    time.sleep(random.uniform(0, base * 2**i))

        return wrapper

    return decorator


def paced(interval):
    def decorator(func):
        def wrapper(items):
            # not a retry: one call per item, paced
            out = []
            for item in items:
                out.append(func(item))
                time.sleep(interval)
            return out

        return wrapper

    return decorator
