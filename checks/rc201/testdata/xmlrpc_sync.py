# xmlrpc.client.ServerProxy sends every method called on it as an HTTP
# request over http.client on the calling thread (libmodels/data/python-http.yml),
# whatever the method's name: an Odoo server's execute_kw blocks an async
# tool as proxy.version() does. Handed to a thread, or in a sync function,
# it does not hold the event loop.
import asyncio
import xmlrpc.client
from xmlrpc.client import ServerProxy


async def search_partners(url: str, db: str, uid: int, password: str):
    models = ServerProxy(f"{url}/xmlrpc/2/object")
    return models.execute_kw(db, uid, password, "res.partner", "search", [[]])  # want: RC201


async def server_version(url: str):
    common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
    return common.version()  # want: RC201


# Clean: the request runs in a worker thread.
async def search_partners_offloaded(url: str, db: str, uid: int, password: str):
    models = ServerProxy(f"{url}/xmlrpc/2/object")
    return await asyncio.to_thread(models.execute_kw, db, uid, password, "res.partner", "search", [[]])


# Clean: a sync function.
def search_partners_sync(url: str, db: str, uid: int, password: str):
    models = ServerProxy(f"{url}/xmlrpc/2/object")
    return models.execute_kw(db, uid, password, "res.partner", "search", [[]])
