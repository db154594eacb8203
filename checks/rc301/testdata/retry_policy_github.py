# PyGithub's GithubRetry re-sends POSTs unless allowed_methods names the
# methods: a policy built without it retries every create the client sends.
from github import Auth, Github, GithubRetry


def client(token: str) -> Github:
    retry = GithubRetry(total=3, read=3, status=3, backoff_factor=0.2)  # want: RC301 medium
    return Github(auth=Auth.Token(token), timeout=10, retry=retry)
