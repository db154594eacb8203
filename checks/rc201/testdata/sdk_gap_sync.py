# Synchronous clients ranked by bench/realcode/sdk-gap.tsv and modelled in
# libmodels (sdks-gap.yml, saas.yml): a SingleStore DB-API connection and the
# Zendesk zenpy client make their round trips on the calling thread, so an
# async handler that calls them holds the event loop.
import asyncio

import singlestoredb as s2
from zenpy import Zenpy

zendesk = Zenpy(subdomain="acme", email="bot@acme.test", token="t", timeout=10)


async def lookup_client(client_id: str):
    with s2.connect("user:pw@db:3306/app") as conn:  # want: RC201
        cur = conn.cursor()
        cur.execute("SELECT info FROM clients WHERE id=%s", (client_id,))  # want: RC201
        return cur.fetchone()


async def get_ticket(ticket_id: int):
    return zendesk.tickets(id=ticket_id)  # want: RC201


async def kb_sections():
    # the Help Center API's collections request when called (HelpCentreApi)
    sections = zendesk.help_center.sections()  # want: RC201
    return [zendesk.help_center.sections.articles(s.id) for s in sections]  # want: RC201


# ---- look-alikes: the same calls off the event loop or outside async code ----

def lookup_client_sync(client_id: str):
    with s2.connect("user:pw@db:3306/app") as conn:
        cur = conn.cursor()
        cur.execute("SELECT info FROM clients WHERE id=%s", (client_id,))
        return cur.fetchone()


async def get_ticket_threaded(ticket_id: int):
    return await asyncio.to_thread(zendesk.tickets, id=ticket_id)


class Tickets:
    def tickets(self, id: int):
        return {"id": id}


async def local_tickets(ticket_id: int):
    return Tickets().tickets(id=ticket_id)


async def kb_sections_threaded():
    return await asyncio.to_thread(zendesk.help_center.sections)
