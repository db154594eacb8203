from app.client import Store, TrackerClient


class IssuesClient:
    def __init__(self, client: TrackerClient, store: Store):
        self.client = client
        self.store = store

    def create(self, data):
        # the client's requests.Session, reached through its attribute: no timeout
        return self.client.session.post(  # want: RC101 whole-only
            self.client.base_url + "/issues",
            json=data,
        ).json()

    def get(self, issue_id):
        return self.client.session.get(self.client.base_url + "/issues/" + issue_id, timeout=10).json()

    def cached(self, model, key):
        return self.store.db_session.get(model, key)
