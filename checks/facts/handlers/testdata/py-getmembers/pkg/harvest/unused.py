async def not_registered(client):
    return None
