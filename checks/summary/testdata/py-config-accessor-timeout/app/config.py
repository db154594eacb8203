from functools import lru_cache

from pydantic_settings import BaseSettings


# The pydantic-settings accessor idiom (ryanmat/mcp-server-logicmonitor's
# get_config() singleton, a get_settings() under lru_cache): a function of
# the module with no parameters whose every return is one construction of
# a configuration class of the module; its fields hold the class defaults
# (or the keyword the construction passes) unless someone sets the variable.
class Settings(BaseSettings):
    request_timeout: float = 120.0
    quick_timeout: float = 10.0


@lru_cache
def get_settings() -> Settings:
    return Settings()


_config = None


def get_config() -> Settings:
    global _config
    if _config is None:
        _config = Settings(quick_timeout=90.0)
    return _config


def get_built(region: str) -> Settings:
    # parameters: not an accessor
    return Settings()
