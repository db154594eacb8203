# Authlib's requests OAuth2Session sends through requests, which has no
# default timeout; the session's own default is None unless the constructor
# is given one (libmodels/data/sdks-sdk9.yml). Clean twins: the call with
# timeout= below, and sdk9_authlib_bounded.py (a session-wide default).
from authlib.integrations.requests_client import OAuth2Session


def refresh(token_url, refresh_token):
    client = OAuth2Session(client_id="cli", token_endpoint=token_url)
    return client.refresh_token(url=token_url, refresh_token=refresh_token)  # want: RC101


def refresh_bounded(token_url, refresh_token):
    client = OAuth2Session(client_id="cli", token_endpoint=token_url)
    return client.refresh_token(url=token_url, refresh_token=refresh_token, timeout=10)
