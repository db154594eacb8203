def fetch(session, url):
    return session.get(url)  # a session of unknown type: not recognised
