# Named kinds under an abbreviation or a set (sdkcreate.go namedKinds): a
# merge or pull request named MR or PR (one open per source and target
# branch), a watchlist (an item already on it is counted as existing), an
# issue's watchers (a set of users).
import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("named")
client = httpx.Client(timeout=10)


# ---- positives ----


@mcp.tool()
def gitlab_create_mr_note(project: str, mr_iid: int, body: str) -> dict:  # want: RC601
    # a note on a merge request: a new note on every call
    return client.post(f"/projects/{project}/merge_requests/{mr_iid}/notes", json={"body": body}).json()


@mcp.tool()
def add_to_history(movie_id: int) -> dict:  # want: RC601
    # a watched play: a second add records a second play
    return client.post("/sync/history", json={"movies": [{"ids": {"trakt": movie_id}}]}).json()


@mcp.tool()
def add_comment_to_issue(issue_key: str, body: str) -> dict:  # want: RC601
    # a comment is new on every call, whoever watches the issue
    return client.post(f"/rest/api/3/issue/{issue_key}/comment", json={"body": body}).json()


# ---- negatives ----


@mcp.tool()
def gitlab_create_mr(project: str, source: str, target: str, title: str) -> dict:
    # GitLab keeps one open merge request per source and target branch
    return client.post(f"/projects/{project}/merge_requests", json={"source_branch": source, "target_branch": target, "title": title}).json()


@mcp.tool()
def create_pr(repo: str, head: str, base: str, title: str) -> dict:
    return client.post(f"/repos/{repo}/pulls", json={"head": head, "base": base, "title": title}).json()


@mcp.tool()
def add_user_watchlist(movie_id: int) -> dict:
    # a watchlist is a set: an item already on it is counted as existing
    return client.post("/sync/watchlist", json={"movies": [{"ids": {"trakt": movie_id}}]}).json()


@mcp.tool()
def add_watcher_to_issue(issue_key: str, account_id: str) -> dict:
    # an issue's watch list is a set: adding the same watcher again leaves one entry
    return client.post(f"/rest/api/3/issue/{issue_key}/watchers", json=account_id).json()
