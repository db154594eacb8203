# Factories typed by their return annotation (awslabs/mcp documentdb-mcp-server's
# DocumentDBConnection.get_connection -> MongoClient): what the annotation
# names is what a caller in another file holds.
from typing import Optional, Union

from pymongo import AsyncMongoClient, MongoClient


class ConnectionInfo:
    def __init__(self, client: MongoClient):
        self.client = client


class Connections:
    _connections = {}

    @classmethod
    def get_connection(cls, connection_id: str) -> MongoClient:
        return cls._connections[connection_id].client

    @classmethod
    def get_async(cls, connection_id: str) -> AsyncMongoClient:
        return cls._connections[connection_id].client

    @classmethod
    def get_maybe(cls, connection_id: str) -> Optional[MongoClient]:
        return cls._connections.get(connection_id)

    @classmethod
    def get_either(cls, connection_id: str) -> Union[MongoClient, ConnectionInfo]:
        return cls._connections[connection_id]
