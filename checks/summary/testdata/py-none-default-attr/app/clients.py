from app.api import JsonApi


class LaunchClient(JsonApi):
    def __init__(self, **kwargs):
        super().__init__(base_url="https://ll.example.com/2.3.0", **kwargs)


def client():
    return LaunchClient()
