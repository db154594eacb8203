import requests


class Jenkins:
    def __init__(self, url):
        self.url = url
        self.session = requests.Session()

    def request(self, method, path, **kwargs):
        return self.session.request(method, f"{self.url}/{path}", timeout=10, **kwargs)

    def build_item(self, name):
        return self.request("POST", f"job/{name}/build")

    def set_item_config(self, name, xml):
        return self.request("POST", f"job/{name}/config.xml", data=xml)

    def get_item(self, name):
        return self.request("GET", f"job/{name}/api/json").json()


def jenkins(ctx) -> Jenkins:
    return Jenkins(ctx.url)


def settings(ctx) -> dict:
    return {"url": ctx.url}
