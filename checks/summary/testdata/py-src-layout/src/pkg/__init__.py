from .client import get_user
