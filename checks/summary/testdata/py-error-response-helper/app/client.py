import httpx


def _error_detail(resp: httpx.Response) -> str:
    """Reads the body of its parameter: its call is a body read."""
    try:
        body = resp.json()
    except ValueError:
        text = resp.text[:200].replace("\n", " ").strip()
        return text
    return str(body)[:200]


def _raise_for_status(resp: httpx.Response, hint: str) -> None:
    status = resp.status_code
    if 200 <= status < 300:
        return
    detail = _error_detail(resp)
    raise RuntimeError(f"server error ({status}) for {hint}: {detail}")  # want: RC402 whole-only


def _check_ok(resp: httpx.Response) -> None:
    """Clean look-alike: a failure helper that raises only fixed text."""
    status = resp.status_code
    if status == 200:
        return
    raise RuntimeError(f"unexpected status {status}")


class Client:
    def __init__(self) -> None:
        self._http = httpx.Client(base_url="https://jira.example", timeout=30.0)

    def _handle_error(self, response: httpx.Response) -> None:
        status = response.status_code
        if status == 401:
            raise ValueError("Authentication failed")
        elif status == 400:
            raise ValueError(f"Bad request: {response.text[:200]}")  # want: RC402 whole-only
        else:
            raise ValueError(f"Jira API error ({status}): {response.text[:200]}")  # want: RC402 whole-only

    def get_issue(self, key: str) -> dict:
        response = self._http.get(f"/rest/api/2/issue/{key}")
        if response.status_code != 200:
            self._handle_error(response)
        return response.json()

    def describe(self, response: httpx.Response) -> str:
        """Clean look-alike: called on every answer, not only on failures."""
        return f"status {response.status_code}: {response.text[:50]}"

    def get_issue_text(self, key: str) -> str:
        response = self._http.get(f"/rest/api/2/issue/{key}")
        raise ValueError(self.describe(response))

    def get_project(self, key: str) -> dict:
        resp = self._http.get(f"/rest/api/2/project/{key}")
        _raise_for_status(resp, "project")
        _check_ok(resp)
        return resp.json()

    def get_board(self, key: str) -> dict:
        resp = self._http.get(f"/rest/agile/1.0/board/{key}")
        status = resp.status_code
        if not (200 <= status < 300):
            raise RuntimeError("board request failed")
        return {"board": _error_detail(resp)}
