# A session that is the default of an injected one (`session or
# requests.Session()`) or an element of a dict of sessions is a
# requests.Session: its calls need a timeout (checks/facts/pyrecv).
import requests


class Api:
    def __init__(self, session=None, names=()):
        self.session = session or requests.Session()
        self.by_name = {}
        for n in names:
            self.by_name[n] = requests.Session()

    def get(self, url):
        return self.session.get(url, timeout=(5, 20))  # want: RC101

    def get_named(self, url, name):
        return self.by_name[name].get(url, timeout=(5, 20))  # want: RC101

    # ---- look-alikes: bounded calls ----

    def get_bounded(self, url):
        return self.session.get(url, timeout=10)

    def get_named_bounded(self, url, name):
        return self.by_name[name].get(url, timeout=10)


class Injected:
    # no default: the caller's session, whose type the file does not know
    def __init__(self, session, names=()):
        self.session = session
        self.by_name = {n: make(n) for n in names}

    def get(self, url):
        return self.session.get(url)

    def get_named(self, url, name):
        return self.by_name[name].get(url)


def make(n):
    return n
