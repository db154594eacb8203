from google_auth_oauthlib.flow import Flow
from requests_oauthlib import OAuth2Session


def exchange(secrets, code_url):
    # Flow.fetch_token hands its keywords to OAuth2Session.fetch_token, whose timeout is None.
    flow = Flow.from_client_secrets_file(secrets, scopes=["openid"])
    flow.fetch_token(authorization_response=code_url)  # want: RC101
    bounded = Flow.from_client_secrets_file(secrets, scopes=["openid"])
    bounded.fetch_token(authorization_response=code_url, timeout=30)
    return flow.credentials, bounded.credentials


def refresh(client_id, token_url, token):
    session = OAuth2Session(client_id, token=token)
    fresh = session.refresh_token(token_url)  # want: RC101
    kept = session.refresh_token(token_url, timeout=20)
    return fresh, kept
