# Clients of libmodels/data/sdks-libpy31.yml that take no bound at all (or
# only as an attribute set later): canvasapi, zammad_py and py-trello send
# bare requests.Session calls, the wikipedia package requests.get with no
# bound, and google-search-results waits 60000 s. Their look-alike, a file
# that sets the bound, is sdk_libpy31_bounded.py.
import wikipedia
from canvasapi import Canvas
from serpapi import GoogleSearch
from trello import TrelloClient
from zammad_py import ZammadAPI

canvas = Canvas("https://canvas.test", "token")  # want: RC101
zammad = ZammadAPI(url="https://zammad.test/api/v1/", http_token="t")  # want: RC101
trello = TrelloClient(api_key="k", token="t")  # want: RC101


def article(title: str) -> str:
    return wikipedia.summary(title)  # want: RC101


def search(q: str) -> dict:
    return GoogleSearch({"q": q, "api_key": "k"}).get_dict()  # want: RC101
