import time

from .b import pong


def ping(n):
    # an import cycle (a imports b, b imports a) and mutual recursion
    if n > 0:
        return pong(n - 1)
    time.sleep(1)
    return n


def again(n):
    return again(n - 1) if n else 0  # a self-recursive helper
