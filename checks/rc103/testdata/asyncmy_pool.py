import asyncmy


async def open_pool(host: str, user: str, password: str):
    # read_timeout defaults to None: a query on a stalled server waits forever
    return await asyncmy.create_pool(host=host, user=user, password=password, minsize=1, maxsize=5)  # want: RC103


async def open_bounded(host: str, user: str, password: str):
    return await asyncmy.create_pool(host=host, user=user, password=password, maxsize=5, read_timeout=15)


async def connect_once(host: str):
    return await asyncmy.connect(host=host, connect_timeout=5)  # want: RC103


async def connect_bounded(host: str):
    return await asyncmy.connect(host=host, connect_timeout=5, read_timeout=15)
