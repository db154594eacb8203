import httpx
import smtplib

# A client's own timeout, written where a project API client builds it
# once (ScrapeGraphAI/scrapegraph-mcp's ScapeGraphClient: self.client =
# httpx.Client(timeout=httpx.Timeout(120.0)) in __init__), is the timeout of
# every request its methods make on it: a tool that calls such a method
# waits that long. Reported at the timeout, where the fix goes.
class SlowApi:
    def __init__(self, api_key: str):
        self.api_key = api_key
        self.client = httpx.Client(timeout=httpx.Timeout(120.0))  # want: RC104 whole-only

    def search(self, q: str) -> dict:
        return self.client.post("https://api.example.invalid/search", json={"q": q}).json()

    def close(self) -> None:
        self.client.close()


class SlowApi2:
    def __init__(self, api_key: str):
        self.client = httpx.Client(timeout=90.0)  # want: RC104 whole-only

    def search(self, q: str) -> dict:
        return self.client.get("https://api.example.invalid/search", params={"q": q}).json()


# clean twins: a request with its own timeout, a client within the budget,
# a connect-only timeout, a client whose member is reset (bound twice), a
# client only closed by the tools
class OwnTimeout:
    def __init__(self):
        self.client = httpx.Client(timeout=120.0)

    def search(self, q: str) -> dict:
        return self.client.post("https://api.example.invalid/search", json={"q": q}, timeout=10.0).json()


class Quick:
    def __init__(self):
        self.client = httpx.Client(timeout=10.0)

    def search(self, q: str) -> dict:
        return self.client.post("https://api.example.invalid/search", json={"q": q}).json()


class ConnectOnly:
    def __init__(self):
        self.client = httpx.Client(timeout=httpx.Timeout(10.0, connect=60.0))

    def search(self, q: str) -> dict:
        return self.client.post("https://api.example.invalid/search", json={"q": q}).json()


class Reset:
    def __init__(self):
        self.client = httpx.Client(timeout=120.0)

    def reset(self) -> None:
        self.client = httpx.Client(timeout=5.0)

    def search(self, q: str) -> dict:
        return self.client.post("https://api.example.invalid/search", json={"q": q}).json()


class Closer:
    def __init__(self):
        self.client = httpx.Client(timeout=120.0)

    def shutdown(self) -> None:
        self.client.close()


class Mailer:
    def __init__(self):
        # a connect timeout of its own kind (connect=) is not the client's
        self.smtp = smtplib.SMTP("mail.example.invalid", 25, timeout=20)

    def send(self, to: str) -> None:
        self.smtp.sendmail("a@example.invalid", [to], "hi")


