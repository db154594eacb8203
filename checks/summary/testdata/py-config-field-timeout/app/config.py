import os
from dataclasses import dataclass, field

from pydantic import BaseModel, Field
from pydantic_settings import BaseSettings


# A configuration object's field default is what an instance built without
# it holds (servicenow-mcp's ServerConfig `timeout: int = 30`, healthomics'
# SearchConfig `search_timeout_seconds: int = 300`); a pydantic-settings
# field reads its variable, and holds the default unless someone sets it.
class ServerConfig(BaseModel):
    url: str = "https://example.invalid"
    timeout: int = 120
    short_timeout: int = 20


class Settings(BaseSettings):
    client_timeout: float = Field(90.0, alias="APP_CLIENT_TIMEOUT")
    probe_timeout: float = Field(default=5.0)


@dataclass
class Limits:
    timeout_seconds: int = field(default=600)


class OwnInit:
    # an __init__ of its own may set the field otherwise: unknown
    timeout = 300

    def __init__(self, timeout: int) -> None:
        self.timeout = timeout


settings = Settings()
fast = ServerConfig(timeout=10)
slow = ServerConfig(timeout=int(os.environ.get("APP_SLOW", "240")))
