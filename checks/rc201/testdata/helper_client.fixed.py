# A server module often keeps one client in a module global, built on first
# use by a get_client() helper; the async tools call get_client() and then
# the client's methods. When every client the helper can return is a
# synchronous one, each method call holds the event loop.
import chromadb
import httpx
import asyncio

_store = None
_other = None


def get_store():
    global _store
    if _store is None:
        if REMOTE:
            _store = chromadb.HttpClient(host="vectors.internal", port=8000)
        else:
            _store = chromadb.PersistentClient(path="/data/vectors")
    return _store


def fresh_store():
    return chromadb.HttpClient(host="vectors.internal")


# ---- positives ----

async def list_sets() -> list[str]:
    store = get_store()
    return [c.name for c in await asyncio.to_thread(store.list_collections)]  # want: RC201 fix:unsafe


async def drop_set(name: str) -> str:
    await asyncio.to_thread(fresh_store().delete_collection, name)  # want: RC201 fix:unsafe
    return "dropped"


# ---- negatives ----

def get_mixed():
    # two packages: which client comes back is not known here
    global _other
    if _other is None:
        _other = chromadb.HttpClient(host="vectors.internal") if REMOTE else httpx.Client()
    return _other


async def mixed_list():
    return get_mixed().list_collections()


def get_injected(client):
    return client


async def injected(c):
    return get_injected(c).list_collections()


def sync_list():
    # sync code: nothing to block
    return get_store().list_collections()
