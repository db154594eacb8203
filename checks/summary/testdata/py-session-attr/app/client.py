import requests
from sqlalchemy.orm import sessionmaker

Session = sessionmaker()


class TrackerClient:
    def __init__(self, base_url, token):
        self.base_url = base_url
        self.session = requests.Session()
        self.session.headers.update({"Authorization": "Bearer " + token})


class Store:
    def __init__(self):
        # look-alike: a database session, not a requests one
        self.db_session = Session()
