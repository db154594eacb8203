from .a import ping

async def broken(:
    ping(1)  # want: RC201
