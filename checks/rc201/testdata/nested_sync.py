# Nested synchronous SDK clients. PyGithub is synchronous: the client's methods and those of the objects
# they return (a Repository, an Issue) are HTTP requests that hold the event
# loop in an async tool. Row: libmodels/data/saas.yml (github.Github, nested).
from github import Auth, Github

gh = Github(auth=Auth.Token("t"))


async def list_issues(name: str):
    repo = gh.get_repo(name)  # want: RC201
    return [i.title for i in repo.get_issues(state="open")]  # want: RC201


async def comment(name: str, number: int, body: str):
    issue = gh.get_repo(name).get_issue(number)  # want: RC201 RC201
    issue.create_comment(body)  # want: RC201


# ---- look-alikes: the repository's attributes, sync code ----

async def title_only(name: str, cached):
    return cached.full_name.upper()


def list_sync(name: str):
    return gh.get_repo(name).get_issues()


# jira (pycontribs) is synchronous too, and so are the issues it returns.
from jira import JIRA

tracker = JIRA("https://jira.example.com", token_auth="t", timeout=20)


async def close_issue(key: str):
    issue = tracker.issue(key)  # want: RC201
    issue.update(fields={"resolution": {"name": "Done"}})  # want: RC201
    return issue.key
