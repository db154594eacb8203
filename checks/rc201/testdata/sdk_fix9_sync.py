# Synchronous clients of libmodels/data/sdks-fix9.yml: PyJWT's JWKS fetch,
# caldav, proxmoxer and gspread make their requests on the calling thread,
# so an async handler that calls them holds the event loop.
import asyncio

import caldav
import gspread
import jwt
import msal
from proxmoxer import ProxmoxAPI

jwks_client = jwt.PyJWKClient("https://issuer.test/.well-known/jwks.json", timeout=5)
dav = caldav.DAVClient(url="https://dav.test/", username="u", password="p", timeout=10)
pve = ProxmoxAPI("pve.test", user="root@pam", token_name="t", token_value="v")
gc = gspread.service_account(filename="sa.json")
gc.set_timeout(10)
entra = msal.ConfidentialClientApplication("app-id", client_credential="s", timeout=10)


async def authenticate(token: str):
    key = jwks_client.get_signing_key_from_jwt(token)  # want: RC201
    return jwt.decode(token, key.key, algorithms=["RS256"])


async def list_calendars():
    principal = dav.principal()  # want: RC201
    return [c.name for c in principal.calendars()]  # want: RC201


async def list_resources():
    return pve.cluster.resources.get(type="vm")  # want: RC201


async def read_sheet(key: str):
    return gc.open_by_key(key).sheet1.get_all_values()  # want: RC201 RC201


async def graph_token():
    return entra.acquire_token_for_client(scopes=["https://graph.microsoft.com/.default"])  # want: RC201


# ---- look-alikes: the same calls off the event loop, or outside async code ----

async def authenticate_threaded(token: str):
    key = await asyncio.to_thread(jwks_client.get_signing_key_from_jwt, token)
    return jwt.decode(token, key.key, algorithms=["RS256"])


def list_resources_sync():
    return pve.cluster.resources.get(type="vm")


async def decode_only(token: str, secret: str):
    return jwt.decode(token, secret, algorithms=["HS256"])


async def graph_token_threaded():
    return await asyncio.to_thread(entra.acquire_token_for_client, scopes=["https://graph.microsoft.com/.default"])
