# A base model whose fields tools.py's file does not see through models.py.
from pydantic import BaseModel


class ExternalBase(BaseModel):
    client_token: str
