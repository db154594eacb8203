from app.api import Configured, Defaulted, JsonApi


class LaunchClient(JsonApi):
    def __init__(self, **kwargs):
        super().__init__(base_url="https://ll.example.com/2.3.0", **kwargs)


def clients():
    return LaunchClient(timeout=30), Configured("https://a.example.com", read_timeout=30), Defaulted("https://b.example.com")
