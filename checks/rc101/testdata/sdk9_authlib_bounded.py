# The clean twin of sdk9_authlib.py: the session's default_timeout bounds
# every request it sends, the token refresh included.
from authlib.integrations.requests_client import OAuth2Session


def refresh(token_url, refresh_token):
    client = OAuth2Session(client_id="cli", token_endpoint=token_url, default_timeout=10)
    return client.refresh_token(url=token_url, refresh_token=refresh_token)
