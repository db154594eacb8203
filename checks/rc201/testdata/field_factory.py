# A blocking client's factory method called on a client held in a field or a
# parameter: meilisearch.Client.index(uid) builds a local Index reference
# (no request), whose methods then request on the calling thread
# (meilisearch-mcp's DocumentManager: `index = self.client.index(uid)`).
import asyncio

from meilisearch import Client


class DocumentManager:
    def __init__(self, client: Client):
        self.client = client

    async def get_documents(self, uid: str):
        index = self.client.index(uid)  # clean: a local reference, no request
        return index.get_documents({})  # want: RC201

    async def add_documents(self, uid: str, docs: list):
        return self.client.index(uid).add_documents(docs)  # want: RC201

    async def add_documents_threaded(self, uid: str, docs: list):
        index = self.client.index(uid)
        return await asyncio.to_thread(index.add_documents, docs)  # clean: in a worker thread


async def search(client: Client, uid: str, q: str):
    index = client.index(uid)
    return index.search(q)  # want: RC201


# ---- look-alikes: a field that holds no known client ----

class Shelf:
    def __init__(self, store):
        self.store = store

    async def find(self, uid: str):
        index = self.store.index(uid)
        return index.get_documents({})
