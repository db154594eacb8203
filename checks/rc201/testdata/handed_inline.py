# A sync client method handed to an async helper of the project: the helper
# either calls it on the loop's thread (reported at the handed method) or
# runs it in a worker thread (clean). Blind-set shape: carnat/yahoo-finance-mcp
# yfmcp/util.py _fetch_with_retry, called as
# `await _fetch_with_retry(company.history, period)`.
import asyncio

import yfinance as yf


async def _fetch_with_retry(fn, *args, retries: int = 1, delay: float = 2.0, **kwargs):
    for attempt in range(retries + 1):
        try:
            return fn(*args, **kwargs)
        except Exception:
            if attempt < retries:
                await asyncio.sleep(delay)
            else:
                raise


async def _in_thread(fn, *args, **kwargs):
    return await asyncio.to_thread(fn, *args, **kwargs)


async def _logged(fn, *args):
    print("calling", fn)
    return args


async def prices(ticker: str):
    company = yf.Ticker(ticker)
    hist = await _fetch_with_retry(company.history, "1mo", "1d")  # want: RC201
    return hist.to_json()


async def prices_in_thread(ticker: str):
    company = yf.Ticker(ticker)
    hist = await _in_thread(company.history, "1mo", "1d")  # clean: a worker thread runs it
    return hist.to_json()


async def prices_not_called(ticker: str):
    company = yf.Ticker(ticker)
    return await _logged(company.history, "1mo")  # clean: the helper never calls it


def prices_sync(ticker: str):
    company = yf.Ticker(ticker)
    return asyncio.run(_fetch_with_retry(company.history, "1mo"))  # clean: sync code, own loop
