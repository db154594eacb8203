import asyncio
import asyncio as aio
from asyncio import gather

import httpx


# ---- positives ----

async def briefing(client: httpx.AsyncClient, city: str):
    forecast, alerts = await asyncio.gather(  # want: RC602
        client.get(f"/forecast/{city}"),
        client.get(f"/alerts/{city}"),
        return_exceptions=True,
    )
    return forecast.json(), alerts.json()


async def aliased(q):
    results = await aio.gather(search_web(q), search_news(q), return_exceptions=True)  # want: RC602
    return results


async def from_import(q):
    a, b, c = await gather(api.a(q), api.b(q), api.c(q), return_exceptions=True)  # want: RC602
    return [a, b, c]


async def returned(q):
    return await asyncio.gather(fetch_a(q), fetch_b(q), return_exceptions=True)  # want: RC602


async def explicit_false(q):
    both = await asyncio.gather(fetch_a(q), fetch_b(q), return_exceptions=True)  # want: RC602
    return both


async def passed_on(q):
    render(await asyncio.gather(fetch_a(q), fetch_b(q), return_exceptions=True))  # want: RC602


async def future(q):
    fut = asyncio.gather(fetch_a(q), fetch_b(q), return_exceptions=True)  # want: RC602
    return await fut


async def in_dict(q):
    return {"all": await asyncio.gather(users.get(q), orders.get(q), return_exceptions=True)}  # want: RC602


async def mixed(q, cached):
    x = await asyncio.gather(fetch_a(q), cached, fetch_b(q), return_exceptions=True)  # want: RC602
    return x


# ---- negatives ----

async def tolerant(q):
    a, b = await asyncio.gather(fetch_a(q), fetch_b(q), return_exceptions=True)
    return a, b


async def unknown_flag(q, flag):
    return await asyncio.gather(fetch_a(q), fetch_b(q), return_exceptions=flag)


async def splat(urls):
    return await asyncio.gather(*(fetch(u) for u in urls))


async def splat_list(coros):
    return await asyncio.gather(*coros)


async def single(q):
    (a,) = await asyncio.gather(fetch_a(q))
    return a


async def barrier(q):
    await asyncio.gather(flush_a(), flush_b())


async def with_sleep(q):
    a, _ = await asyncio.gather(fetch_a(q), asyncio.sleep(1))
    return a


async def variables(a, b):
    return await asyncio.gather(a, b)


class NotAsyncio:
    def gather(self, *xs):
        return xs


async def unrelated(q):
    tools = NotAsyncio()
    return tools.gather(fetch_a(q), fetch_b(q))


async def local_gather(q):
    def gather(*xs):
        return xs
    return gather(fetch_a(q), fetch_b(q))


async def both_branches(client, branch):
    # one listing asked on two branches: the same source twice
    prod, mine = await asyncio.gather(
        client.storage.bucket_list(branch_id="default"),
        client.storage.bucket_list(branch_id=branch),
    )
    return prod + mine


async def two_queries(group, q1, q2):
    a, b = await asyncio.gather(run_insights_query(group, q1), run_insights_query(group, q2))
    return a, b
