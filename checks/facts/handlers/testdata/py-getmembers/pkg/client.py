async def post(path, body):
    return None
