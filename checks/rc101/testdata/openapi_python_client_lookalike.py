# A package's Client in a file that imports nothing from that package's api
# modules is no openapi-python-client member (shape.with): the family says
# nothing of it.
from mcp.server.fastmcp import FastMCP
from otherpkg.api.pets import list_pets
from weather import Client

mcp = FastMCP("weather")
weather = Client("https://weather.example.com")


def forecast(city: str) -> str:
    return str(weather.forecast(city)) + str(list_pets)
