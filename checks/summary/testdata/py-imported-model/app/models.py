# Request models of the tools in tools.py: RC601 reads their fields from
# here (a model of another file of the repository, importedModel).
from enum import Enum
from typing import Literal

from pydantic import BaseModel, Field

from app.base import ExternalBase


class CreateOrderRequest(BaseModel):
    item: str
    quantity: int = 1


class CreatePaymentRequest(BaseModel):
    amount: int
    idempotency_key: str = Field(description="deduplicates a retried payment")


class KeyedRequest(BaseModel):
    request_id: str


class CreateRefundRequest(KeyedRequest):
    amount: int


class CreateTransferRequest(ExternalBase):
    amount: int


Priority = Literal["low", "high"]

NAME_FIELD = Field(description="the note's title", max_length=80)


class Color(str, Enum):
    RED = "red"
    BLUE = "blue"


PaymentAlias = CreatePaymentRequest
