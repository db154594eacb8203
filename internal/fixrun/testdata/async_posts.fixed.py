# Stands for an MCP server whose async tool helpers post with requests and no
# timeout: each call has an RC101 fix (timeout=) and an unsafe RC201 fix
# (asyncio.to_thread) that also adds `import asyncio`. The two RC201 fixes
# overlap on that import, so the second waits a round, after the RC101 fix
# has already changed its line: --fix --unsafe-fixes must still apply it.
import requests
import asyncio


async def search(url, query):
    resp = await asyncio.to_thread(requests.post, url, json={"q": query}, timeout=(5, 20))
    return resp.json()


async def analyse(url, text):
    resp = await asyncio.to_thread(requests.post, url, json={"text": text}, timeout=(5, 20))
    return resp.json()
