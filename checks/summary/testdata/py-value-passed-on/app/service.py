from app.client import Client


class Service:
    def __init__(self):
        self.client = Client()

    def details(self, ids):
        results = self.client.details(ids)
        return {"items": results, "count": len(results)}

    def status(self, i):
        return self.layer(i)

    def layer(self, i):
        return self.client.status(i)

    def quiet(self, i):
        return self.client.quiet(i)

    def fixed(self, i):
        return self.client.fixed(i)
