# Synchronous clients modelled in libmodels/data/sdks-rc201d26.yml
# (bench/realcode/blind.tsv "library unknown" rows): futu-api's quote and
# trade contexts wait for the OpenD gateway's answer on the calling thread,
# every Selenium WebDriver command is an HTTP request to the driver server,
# and the Oxylabs AI Studio apps post through a synchronous httpx.Client,
# so an async function that calls them holds the event loop. Handed to a
# thread, or through the apps' *_async methods, they do not.
import asyncio

from azure.core.credentials import TokenCredential
from azure.identity import AzureCliCredential, ChainedTokenCredential, DefaultAzureCredential
from azure.identity.aio import DefaultAzureCredential as AsyncDefaultAzureCredential
from futu import OpenQuoteContext, OpenSecTradeContext
from langfuse import Langfuse
from oxylabs_ai_studio.apps.ai_crawler import AiCrawler
from oxylabs_ai_studio.apps.ai_scraper import AiScraper
from selenium import webdriver


async def stock_quote(codes: list[str]):
    ctx = OpenQuoteContext(host="127.0.0.1", port=11111)
    ret, data = ctx.get_stock_quote(codes)  # want: RC201
    ctx.close()
    return data


async def funds():
    trade = OpenSecTradeContext(host="127.0.0.1", port=11111)
    return trade.accinfo_query()  # want: RC201


async def page_title(url: str):
    driver = webdriver.Chrome()
    driver.get(url)  # want: RC201
    return driver.title


async def crawl_schema(prompt: str):
    crawler = AiCrawler(api_key="k")
    return crawler.generate_schema(prompt=prompt)  # want: RC201


# Clean: the async twin of the app's method is awaited.
async def scrape_async(url: str):
    scraper = AiScraper(api_key="k")
    return await scraper.scrape_async(url=url)


# Clean: the query runs in a worker thread.
async def stock_quote_offloaded(codes: list[str]):
    ctx = OpenQuoteContext(host="127.0.0.1", port=11111)
    return await asyncio.to_thread(ctx.get_stock_quote, codes)


# Clean: a sync function is not on the event loop.
def page_title_sync(url: str):
    driver = webdriver.Chrome()
    driver.get(url)
    return driver.title


# Clean: managing the context (close) sends no query.
async def close_quote(ctx: OpenQuoteContext):
    ctx.close()


class TraceReader:
    def __init__(self):
        self.client = Langfuse(public_key="pk", secret_key="sk")

    async def traces(self, **kwargs):
        return self.client.api.trace.list(**kwargs)  # want: RC201

    async def trace(self, trace_id: str):
        return self.client.api.trace.get(trace_id)  # want: RC201

    # Clean: the asyncio twin of the API client, awaited.
    async def trace_async(self, trace_id: str):
        return await self.client.async_api.trace.get(trace_id)

    # Clean: tracing only enqueues an event for the SDK's worker thread.
    async def record(self, name: str):
        self.client.trace(name=name)


async def devops_token(tenant_id: str) -> str:
    credential: TokenCredential = DefaultAzureCredential()
    if tenant_id:
        credential = ChainedTokenCredential(AzureCliCredential(tenant_id=tenant_id), credential)
    return credential.get_token("499b84ac-1321-427f-aa17-267ca6975798/.default").token  # want: RC201


async def typed_token(credential: TokenCredential) -> str:
    return credential.get_token("https://management.azure.com/.default").token  # want: RC201


# Clean: azure.identity.aio's credential, awaited.
async def devops_token_async() -> str:
    credential = AsyncDefaultAzureCredential()
    return (await credential.get_token("https://management.azure.com/.default")).token
