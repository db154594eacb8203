# An `except ValueError` beside a clause for the library's own exception
# class, in a try that calls input validators, handles the validators'
# complaints about the caller's arguments: clean (pyvalidate.Split). The
# library's clause leaks; without the split, or without a validator, the
# ValueError clause is judged as before.
from binance.client import Client
from binance.exceptions import BinanceAPIException, BinanceRequestException
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("split")
client = Client("key", "secret")


def validate_symbol(symbol: str) -> str:
    if not symbol.isalnum():
        raise ValueError(f"Invalid symbol: {symbol}")
    return symbol.upper()


@mcp.tool()
def ticker(symbol: str) -> dict:
    try:
        normalized = validate_symbol(symbol)
        return client.get_ticker(symbol=normalized)
    except ValueError as e:
        return {"error": f"Invalid symbol format: {str(e)}"}
    except (BinanceAPIException, BinanceRequestException) as e:
        return {"error": f"Binance API error: {str(e)}"}  # want: RC402


@mcp.tool()
def ticker_unsplit(symbol: str) -> dict:
    try:
        return client.get_ticker(symbol=symbol)
    except ValueError as e:
        return {"error": f"Invalid symbol format: {str(e)}"}  # want: RC402
    except BinanceAPIException as e:
        return {"error": "Binance API error"}
