# Creates made through client libraries nobody wrote a library row for
# (sdkcreate.go): a tool whose name says it creates or sends, calling a
# client method named with a creating verb, with no idempotency key.
import asyncio

import docker

from googleapiclient.discovery import build
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("workspace")


def _service():
    return build("calendar", "v3")


# ---- positives ----


@mcp.tool()
async def create_event(summary: str, start: str, end: str) -> str:  # want: RC601
    service = _service()
    event = await asyncio.to_thread(
        service.events().insert(calendarId="primary", body={"summary": summary}).execute
    )
    return event["id"]


@mcp.tool()
def send_sms(to: str, body: str) -> str:  # want: RC601
    sms_client = make_client()
    return sms_client.messages.create(to=to, body=body).sid


# ---- negatives ----


@mcp.tool()
async def modify_event(event_id: str, summary: str) -> str:
    # events().update replaces the event by id: repeatable
    service = _service()
    return service.events().update(calendarId="primary", eventId=event_id, body={"summary": summary}).execute()["id"]


@mcp.tool()
async def create_event_once(summary: str, request_id: str) -> str:
    # the caller's request id becomes the event id: a retry is refused
    service = _service()
    return service.events().insert(calendarId="primary", body={"id": request_id, "summary": summary}).execute()["id"]


@mcp.tool()
async def create_bucket(name: str) -> str:
    # a bucket is known by the name the caller gives: a second create is refused (409)
    storage_client = make_client()
    return storage_client.create_bucket(name).name


@mcp.tool()
async def refresh_cache(key: str) -> str:
    # the name says nothing of a create: a client's add here is not judged
    cache_client = make_client()
    cache_client.add(key, 1)
    return "ok"


@mcp.tool()
async def create_summary(text: str) -> str:
    # create_task builds a local object, no upstream resource
    t = asyncio.create_task(asyncio.sleep(0))
    await t
    return text[:10]


@mcp.tool()
async def create_report(name: str) -> str:
    # a client of this project's own class: the summaries read its methods
    reports = ReportStore()
    return reports.create(name)


@mcp.tool()
async def create_or_update_file(path: str, text: str) -> str:
    # the name says it overwrites
    files_client = make_client()
    return files_client.create_file(path, text)


@mcp.tool()
async def add_reaction(issue: int) -> str:
    # a reaction is a set membership: adding it twice leaves one
    gh_client = make_client()
    return gh_client.reactions.create(issue, "+1")


@mcp.tool()
async def create_service(name: str) -> str:
    # the create is the fallback of a failed replace: an upsert
    run_client = make_client()
    try:
        return run_client.replace_service(name)
    except KeyError:
        return run_client.create_instance(name)


@mcp.tool()
async def create_commit(branch: str, base_commit: str, text: str) -> str:
    # the push names the commit it expects on the branch: a retry after success is refused
    git_api = make_client()
    return git_api.create_push(branch, text, old_object_id=base_commit)


@mcp.tool()
async def create_project(project_name: str, org_id: str) -> str:
    # a project under the caller's name: a second create of that name is refused
    atlas_client = make_client()
    return atlas_client.create_group(body={"name": project_name, "orgId": org_id})["id"]


@mcp.tool()
async def create_project_anywhere(org_id: str) -> str:  # want: RC601
    # no name given: the upstream makes a new project on every call
    atlas_client = make_client()
    return atlas_client.create_group(body={"orgId": org_id})["id"]


@mcp.tool()
def save_document(index: str, document: dict) -> dict:  # want: RC601
    # Elasticsearch's index API with no id is POST /<index>/_doc: a new id each call
    es_client = make_client()
    return es_client.index(index=index, document=document)


@mcp.tool()
def save_document_by_id(index: str, doc_id: str, document: dict) -> dict:
    # with an id it is a PUT that replaces the document
    es_client = make_client()
    return es_client.index(index=index, id=doc_id, document=document)


_docker: "docker.DockerClient"
_engine: docker.DockerClient


@mcp.tool()
def create_network(name: str) -> str:  # want: RC601
    # Docker allows two networks of one name: a retry makes a second
    return _engine.networks.create(name).id


@mcp.tool()
def push_image(repository: str, tag: str) -> str:
    # an image is pushed by its tag: pushing again leaves the same image
    return _engine.images.push(repository, tag=tag)


@mcp.tool()
async def add_team_to_project(team: str, project: str) -> str:
    # a membership: adding the team again leaves one link
    api_client = make_client()
    return api_client.add_team_to_project(team, project)


@mcp.tool()
async def add_comment_to_issue(issue: str, body: str) -> str:  # want: RC601
    # a new comment on every call
    api_client = make_client()
    return api_client.create_issue_comment(issue, body)


class ReportStore:
    def create(self, name):
        return name


def make_client():
    return None
