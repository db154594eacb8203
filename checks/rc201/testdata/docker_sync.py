# The Docker SDK for Python (docker-py) is synchronous: every call of its
# client, of the client's collections (client.containers, client.images) and
# of the objects they return (a Container, an Image) is an HTTP request over
# the Docker socket that holds the event loop when an async handler makes it
# (an image pull or a build for minutes). Row: libmodels/data/sdks.yml
# (docker.from_env, nested: true).
import docker
from docker.models.containers import Container

_docker: docker.DockerClient
client = docker.from_env()


async def run_stdio(docker_client: docker.DockerClient):
    global _docker
    _docker = docker_client


async def list_project(label: str):
    containers: list[Container] = _docker.containers.list(filters={"label": label})  # want: RC201
    return containers


async def logs(container_id: str):
    container = _docker.containers.get(container_id)  # want: RC201
    return container.logs(tail=100).decode("utf-8")  # want: RC201


async def pull(repository: str):
    image = client.images.pull(repository)  # want: RC201
    return image.id


async def info():
    return client.info()  # want: RC201


async def injected(docker_client: docker.DockerClient):
    return docker_client.images.build(path=".")  # want: RC201


# ---- look-alikes: the same calls outside async code, and values the client returned ----

def list_sync(label: str):
    return _docker.containers.list(filters={"label": label})


async def decode_only(raw: bytes):
    return raw.decode("utf-8")


async def names(containers: list):
    return [c.name for c in containers]


async def offloaded(repository: str):
    import asyncio
    return await asyncio.to_thread(client.images.pull, repository)
