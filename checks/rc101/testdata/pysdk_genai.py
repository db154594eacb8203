from google import genai
from google.genai import types


# google-genai: an unset HttpOptions.timeout sends each request with httpx
# timeout=None, no timeout at all (library row google.genai.Client).
def open_client():
    return genai.Client(api_key="k")  # want: RC101


# Clean twins: a client whose http_options set the timeout (milliseconds),
# given as HttpOptions or as a dict.
def bounded_clients():
    a = genai.Client(api_key="k", http_options=types.HttpOptions(timeout=30_000))
    b = genai.Client(api_key="k", http_options={"timeout": 30_000})
    return a, b
