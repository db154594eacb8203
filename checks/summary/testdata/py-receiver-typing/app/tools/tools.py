from app.services.factory import describe, get_service
from app.services.messaging import InjectedService, MessagingService


async def send(text):
    service = get_service(MessagingService)
    return service.send_message(text)  # want: RC201 RC101 diff-only


async def named(text):
    service = describe(MessagingService)
    return service.send_message(text)


async def injected(uid, svc: InjectedService):
    return svc.fetch(uid)  # want: RC201 RC101 diff-only


class Server:
    def __init__(self):
        self.messaging = MessagingService()

    def setup(self, server):
        @server.call_tool()
        async def handle(name, args):
            return self.messaging.send_message(args["text"])  # want: RC201 RC101 diff-only

        return handle
