# Fixture for package coverage: each import says whether the file's scan
# names its package as not modelled ("unmodelled: PKG CALLS") or not
# ("clean: why").
import os  # clean: standard library
import requests  # clean: modelled (libmodels/data/python-http.yml)
from pydantic import BaseModel  # clean: no I/O (data/noio.tsv)
import slack_bolt  # unmodelled: slack_bolt 2
from mailchimp import client  # clean: the repository's own src/mailchimp, a PyPI name too
from google.cloud import firestore  # unmodelled: google.cloud.firestore 1
from . import helpers  # clean: relative


class Item(BaseModel):
    name: str


def handler():
    app = slack_bolt.App(token=os.environ["T"])
    slack_bolt.App()
    requests.get("https://example.com", timeout=5)
    db = firestore.Client()
    return client.send(app, db, helpers)
