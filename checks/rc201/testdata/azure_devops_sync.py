# azure-devops (Python): the clients that Connection(...).clients.get_*_client()
# returns send every request with msrest's requests-based ServiceClient on
# the calling thread (libmodels/data/sdks-rc201m.yml), so an async tool
# that calls one holds the event loop; handed to a thread it does not.
import asyncio

from azure.devops.connection import Connection
from msrest.authentication import BasicAuthentication


async def get_connection(token: str, org_url: str) -> Connection:
    return Connection(base_url=org_url, creds=BasicAuthentication("", token))


async def list_repositories(token: str, org_url: str, project: str):
    connection = await get_connection(token, org_url)
    git_client = connection.clients.get_git_client()
    return git_client.get_commits(project=project)  # want: RC201


async def list_projects(org_url: str, token: str):
    connection = Connection(base_url=org_url, creds=BasicAuthentication("", token))
    core_client = connection.clients.get_core_client()
    return core_client.get_projects()  # want: RC201


# Clean: the request runs in a worker thread (getting the client asks the
# server for its resource areas once, then reads them from a cache: not
# reported).
async def list_projects_offloaded(org_url: str, token: str):
    connection = Connection(base_url=org_url, creds=BasicAuthentication("", token))
    core_client = connection.clients.get_core_client()
    return await asyncio.to_thread(core_client.get_projects)


# Clean: a sync function is not on the event loop.
def list_projects_sync(org_url: str, token: str):
    connection = Connection(base_url=org_url, creds=BasicAuthentication("", token))
    return connection.clients.get_core_client().get_projects()


# A method no row names: every method of an azure-devops client is a request.
async def list_repositories_by_project(token: str, org_url: str, project: str):
    connection = await get_connection(token, org_url)
    git_client = connection.clients.get_git_client()
    return git_client.get_repositories(project=project)  # want: RC201
