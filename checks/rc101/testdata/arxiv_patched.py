# arxiv.Client takes no timeout; a file that patches one into the client's
# session (client._session) is not judged (the row's bound names _session).
import functools

import arxiv

client = arxiv.Client()
client._session.get = functools.partial(client._session.get, timeout=(5, 30))
