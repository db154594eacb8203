# Look-alikes of sdk_libpy31.py that are bounded: google-search-results'
# engine classes take the bound as the .timeout attribute, which this file
# sets; the module names timeout, so the where-none rows are not judged.
from serpapi import GoogleSearch


def search(q: str) -> dict:
    s = GoogleSearch({"q": q, "api_key": "k"})
    s.timeout = 20
    return s.get_dict()
