from typing import Optional

from app.client import ApiClient


class CallService:
    def __init__(self, client: Optional[ApiClient] = None):
        self.client = client or ApiClient()

    def make_call(self, to):
        return self.client.post("calls", {"to": to})  # want: RC101 diff-only

    def hangup(self, call_id):
        return self.client.post(f"calls/{call_id}/actions/hangup", {})  # want: RC101 diff-only
