# A subclass uses self.wit_client that only its base class assigns
# (pyctor.BaseClient, checks/facts/pyfactory/mixin.go; across modules
# through the base's import): a synchronous azure-devops client reached
# through Connection(...).clients.get_*_client() (a nested row,
# libmodels/data/sdks-rc201m.yml). Bases that store an injected client or
# an async one stay silent.
import httpx
from azure.devops.connection import Connection
from msrest.authentication import BasicAuthentication


class AdoBase:
    def __init__(self, config):
        credentials = BasicAuthentication("", config.pat)
        connection = Connection(base_url=config.org_url, creds=credentials)
        self.wit_client = connection.clients.get_work_item_tracking_client()


class WorkItems(AdoBase):
    async def search(self, wiql):
        return self.wit_client.query_by_wiql(wiql=wiql)  # want: RC201


class InlineBase:
    def __init__(self, url, creds):
        self.git = Connection(base_url=url, creds=creds).clients.get_git_client()


class Repos(InlineBase):
    async def repos(self, project):
        return self.git.get_repositories(project)  # want: RC201


class InjectedBase:
    def __init__(self, client):
        self.wit_client = client


class Injected(InjectedBase):
    async def search(self, wiql):
        return self.wit_client.query_by_wiql(wiql=wiql)  # an injected client: not judged


class AsyncBase:
    def __init__(self):
        self.http = httpx.AsyncClient(timeout=10)


class AsyncUser(AsyncBase):
    async def fetch(self, url):
        return await self.http.get(url)  # an async client
