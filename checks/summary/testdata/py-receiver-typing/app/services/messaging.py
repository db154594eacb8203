from typing import Optional

from app.client import ApiClient


class MessagingService:
    def __init__(self, client: Optional[ApiClient] = None):
        self.client = client or ApiClient()

    def send_message(self, text):
        return self.client.post("messages", {"text": text})  # want: RC101 diff-only


class InjectedService:
    def __init__(self, client: Optional[ApiClient]):
        self.client = client

    def fetch(self, uid):
        return self.client.get(f"users/{uid}")  # want: RC101 diff-only
