# A package's class named <X>Api in a file that uses no ApiClient of that
# package is no generated client (shape.with): only the general unknown-SDK
# question (sdkclient, low) is asked of it, not the family's RC101. The
# other package's ApiClient is no evidence either.
from mcp.server.fastmcp import FastMCP
from otherlib import ApiClient
from weatherkit import ForecastApi

mcp = FastMCP("weather")
forecasts = ForecastApi()  # want: RC101 low
other = ApiClient()


@mcp.tool()
def forecast(city: str) -> str:
    return str(forecasts.get_forecast(city))
