# polygon-api-client's RESTClient (libmodels/data/sdks-rows5.yml) sends its
# requests with a urllib3.PoolManager on the calling thread, so an async
# tool calling it holds the event loop; the twin runs it in a worker thread.
import asyncio

from polygon import RESTClient

polygon_client = RESTClient("key")


async def get_aggs(ticker: str):
    results = polygon_client.get_aggs(ticker=ticker, multiplier=1, timespan="day", from_="2024-01-01", to="2024-01-31")  # want: RC201
    return results


async def list_trades(ticker: str):
    results = polygon_client.list_trades(ticker=ticker, raw=True)  # want: RC201
    return results.data


async def get_aggs_offloaded(ticker: str):
    return await asyncio.to_thread(polygon_client.get_aggs, ticker, 1, "day", "2024-01-01", "2024-01-31")


def get_aggs_sync(ticker: str):
    return polygon_client.get_aggs(ticker=ticker, multiplier=1, timespan="day", from_="2024-01-01", to="2024-01-31")
