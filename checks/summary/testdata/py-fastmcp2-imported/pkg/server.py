# the server module re-exports the object the app module builds
from .app import mcp
from .tools import stock  # noqa: F401  registers the tools

__all__ = ["mcp"]
