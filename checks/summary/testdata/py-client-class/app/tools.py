from app import client as client_mod
from app.client import ApiClient, client


class Tools:
    def __init__(self):
        self.api = ApiClient("t")

    async def user(self, uid):
        return self.api.user(uid)  # want: RC201 RC101 diff-only

    async def shared(self, uid):
        return client.user(uid)  # want: RC201 RC101 diff-only

    async def local(self, uid):
        c = client_mod.ApiClient("x")
        c.bounded(uid)  # want: RC201
        return c.user(uid)  # want: RC201 RC101 diff-only

    def sync_user(self, uid):
        return self.api.user(uid)  # want: RC101 diff-only
