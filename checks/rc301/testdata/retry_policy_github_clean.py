# Clean look-alikes: a GithubRetry that names its methods (no POST), one
# built from a splat (the kwargs may name them), and urllib3's own Retry.
from github import Auth, Github, GithubRetry
from urllib3.util.retry import Retry


def client(token: str) -> Github:
    retry = GithubRetry(total=3, allowed_methods={"GET", "HEAD"})
    return Github(auth=Auth.Token(token), timeout=10, retry=retry)


def client_kwargs(token: str, **opts) -> Github:
    return Github(auth=Auth.Token(token), timeout=10, retry=GithubRetry(**opts))


def plain(token: str) -> Retry:
    return Retry(total=3)
