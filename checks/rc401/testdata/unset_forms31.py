# RC401 insecure default in Python, more forms of "no secret configured, no
# check" (shapes from public MCP servers, renamed): a webhook endpoint that
# verifies the signature only when a secret is stored, and an ASGI
# middleware whose single condition denies only when the key is configured.
import hmac
import os
import secrets

from fastapi import FastAPI, Request, Response

app = FastAPI()


def get_secret():
    return os.environ.get("HOOK_SECRET")


def verify(body, sig, secret):
    return hmac.compare_digest(sig, secret)


@app.post("/webhooks/hook")
async def receive_webhook(request: Request, signature: str = ""):
    body = await request.body()
    secret = get_secret()
    if secret:  # want: RC401 medium
        if not signature:
            return Response(status_code=401, content="Missing signature")
        if not verify(body, signature, secret):
            return Response(status_code=401, content="Invalid signature")
    return {"ok": True, "size": len(body)}


@app.post("/webhooks/strict")
async def receive_webhook_strict(request: Request, signature: str = ""):
    body = await request.body()
    secret = get_secret()
    if not secret or not verify(body, signature, secret):
        return Response(status_code=401, content="Invalid signature")
    return {"ok": True, "size": len(body)}


class KeyMiddleware:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        key = dict(scope["headers"]).get(b"x-api-key", b"").decode()
        expected = os.environ.get("INTERNAL_AUTH_SECRET")
        if expected and not secrets.compare_digest(key or "", expected):  # want: RC401 medium
            await send({"type": "http.response.start", "status": 401})
            return
        await self.app(scope, receive, send)


class StrictKeyMiddleware:
    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        key = dict(scope["headers"]).get(b"x-api-key", b"").decode()
        expected = os.environ.get("INTERNAL_AUTH_SECRET")
        if not expected or not secrets.compare_digest(key or "", expected):
            await send({"type": "http.response.start", "status": 401})
            return
        await self.app(scope, receive, send)
