from connections import Connections


async def list_databases(connection_id: str) -> list:
    client = Connections.get_connection(connection_id)
    return client.list_database_names()  # want: RC201


async def list_databases_maybe(connection_id: str) -> list:
    client = Connections.get_maybe(connection_id)
    return client.list_database_names()  # want: RC201


async def list_databases_async(connection_id: str) -> list:
    client = Connections.get_async(connection_id)
    return await client.list_database_names()


async def list_databases_either(connection_id: str) -> list:
    # Union[MongoClient, ConnectionInfo]: not one client, not judged
    client = Connections.get_either(connection_id)
    return client.list_database_names()
