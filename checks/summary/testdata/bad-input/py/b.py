from .a import ping, again


def pong(n):
    return ping(n)


async def handler():
    again(3)
    return pong(3)  # want: RC201
