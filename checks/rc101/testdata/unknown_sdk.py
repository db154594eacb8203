# Clients of SDKs no library row models: reported once, at low severity, at
# the constructor, when a tool calls them and nothing bounds them.
import kuzu
from mcp.server.fastmcp import FastMCP
from acme_vectors import VectorClient
from acme_mail import MailClient
from acme_search import SearchClient
from acme_search import Config as SearchConfig

mcp = FastMCP("x")

store = VectorClient(uri="http://vectors:19530", token="t")  # want: RC101 low
bounded = MailClient(api_key="k", timeout=20)
through_config = SearchClient(SearchConfig(read_timeout=10))
set_later = SearchClient(url="http://search")
set_later.set_timeout(30)
unused = VectorClient(uri="http://other")  # no handler calls it
graph = kuzu.Connection("graph.db")  # embedded: libmodels/data/noio.yml


class Notes:
    def __init__(self, key):
        self.api = MailClient(api_key=key)  # want: RC101 low

    def latest(self):
        return self.api.messages.list(limit=1)


def search_rows(q):
    return store.search(q)


def make_client(**kwargs):
    return SearchClient(**kwargs)  # options it cannot read


@mcp.tool()
def search(q: str) -> list:
    bounded.send(q)
    through_config.query(q)
    set_later.query(q)
    graph.execute(q)
    make_client(url="u").query(q)
    Notes("k").latest()
    return search_rows(q)


# chromadb's rows are read by RC201's own code (match: code): modelled, and
# EphemeralClient is in memory.
import chromadb

memory = chromadb.EphemeralClient()


@mcp.tool()
def collections() -> list:
    return memory.list_collections()
