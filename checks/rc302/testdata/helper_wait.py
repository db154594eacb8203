# Class of real code: a reconnect loop whose wait is one call deeper: the
# loop calls the client's own _reconnect(attempt=...), which sleeps
# min(2**attempt, 30) s before it reconnects. The helper decides the delay.
import asyncio


class Client:
    def __init__(self, max_reconnects: int = 3):
        self.max_reconnects = max_reconnects
        self.connected = False

    async def _reconnect(self, attempt: int = 0) -> None:
        delay = min(2**attempt, 30)
        if delay > 0:
            await asyncio.sleep(delay)
        await self.connect()

    async def connect(self) -> None:
        self.connected = True

    async def send(self, msg: str) -> None:
        raise ConnectionError(msg)

    async def call(self, msg: str) -> None:
        attempts = 0
        while attempts <= self.max_reconnects:
            if not self.connected:
                await self._reconnect(attempt=attempts)
            try:
                return await self.send(msg)
            except ConnectionError:
                self.connected = False
                attempts += 1
        raise ConnectionError("gave up")

    # True look-alike: the helper it calls reconnects at once, with no wait.
    async def _reopen(self) -> None:
        await self.connect()

    async def call_fast(self, msg: str) -> None:
        attempts = 0
        while attempts <= self.max_reconnects:  # want: RC302
            if not self.connected:
                await self._reopen()
            try:
                return await self.send(msg)
            except ConnectionError:
                self.connected = False
                attempts += 1
        raise ConnectionError("gave up")
