import subprocess


class Client:
    def get(self, url):
        return url


def run(c: Client):
    c.get("https://not-http.example/")  # unrelated get
    subprocess.run(["true"], timeout=5)
