# Synchronous clients modelled in libmodels/data/sdks-rc201m.yml and the
# firecrawl row of sdks-py6.yml (bench/realcode/blind.tsv "library unknown"
# rows): azure-kusto-data's KustoClient, hyperliquid-python-sdk's Info and
# Exchange, RedditWarp's SYNC client and firecrawl-py's FirecrawlApp.async_crawl_url send their
# requests with requests on the calling thread, so an async function that
# calls them holds the event loop. Handed to a thread, or on the asyncio
# KustoClient of azure.kusto.data.aio and redditwarp.ASYNC's client, they do
# not.
import asyncio

from azure.kusto.data import KustoClient, KustoConnectionStringBuilder
from azure.kusto.data.aio import KustoClient as AsyncKustoClient
from firecrawl import FirecrawlApp
from hyperliquid.exchange import Exchange
from hyperliquid.info import Info
import redditwarp.ASYNC
import redditwarp.SYNC


def get_kusto_client() -> KustoClient:
    kcsb = KustoConnectionStringBuilder.with_az_cli_authentication("https://c.kusto.windows.net")
    client = KustoClient(kcsb)
    return client


async def execute_query(database: str, query: str):
    client = get_kusto_client()
    return client.execute(database, query)  # want: RC201


async def execute_query_offloaded(database: str, query: str):
    client = get_kusto_client()
    return await asyncio.to_thread(client.execute_query, database, query)


async def execute_query_async(database: str, query: str):
    async with AsyncKustoClient("https://c.kusto.windows.net") as client:
        return await client.execute_query(database, query)


class HyperliquidService:
    def __init__(self, wallet, base_url: str):
        self.info = Info(base_url, skip_ws=True)
        self.exchange = Exchange(wallet, base_url)

    async def get_account_balance(self, address: str):
        return self.info.user_state(address)  # want: RC201

    async def market_buy(self, coin: str, size: float):
        return self.exchange.market_open(coin, True, size)  # want: RC201

    async def get_mids_offloaded(self):
        return await asyncio.to_thread(self.info.all_mids)


async def start_crawl(api_key: str, url: str):
    firecrawl = FirecrawlApp(api_key=api_key)
    return firecrawl.async_crawl_url(url, params={"limit": 10})  # want: RC201


async def start_crawl_offloaded(api_key: str, url: str):
    firecrawl = FirecrawlApp(api_key=api_key)
    return await asyncio.to_thread(firecrawl.async_crawl_url, url)


class RedditServer:
    def __init__(self):
        self.client = redditwarp.SYNC.Client()

    async def subreddit_info(self, name: str):
        subr = self.client.p.subreddit.fetch_by_name(name)  # want: RC201
        return subr.subscriber_count

    async def subreddit_info_offloaded(self, name: str):
        return await asyncio.to_thread(self.client.p.subreddit.fetch_by_name, name)


class AsyncRedditServer:
    def __init__(self):
        self.client = redditwarp.ASYNC.Client()

    async def subreddit_info(self, name: str):
        subr = await self.client.p.subreddit.fetch_by_name(name)
        return subr.subscriber_count
