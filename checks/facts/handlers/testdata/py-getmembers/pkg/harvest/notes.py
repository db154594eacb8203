async def add_note(client, *, body: str):
    return body


class NoteTool:
    def run(self):
        return 1
