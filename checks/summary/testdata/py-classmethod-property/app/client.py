import httpx


class JobsClient:
    async def create_job(self, component: str) -> dict:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.post("https://api.example/jobs", json={"component": component})
        return r.json()

    async def delete_job(self, job_id: str) -> dict:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.post("https://api.example/rpc", json={"op": "jobs.delete", "id": job_id})
        return r.json()

    async def list_jobs(self) -> dict:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.get("https://api.example/jobs")
        return r.json()


class Client:
    def __init__(self, jobs: JobsClient):
        self._jobs = jobs

    @classmethod
    def from_state(cls, state: dict) -> 'Client':
        return state["client"]

    @property
    def jobs_client(self) -> 'JobsClient':
        return self._jobs

    async def create_job(self, component: str) -> dict:
        return await self._jobs.create_job(component)


class RawClient:
    async def post(self, endpoint: str, data: dict) -> dict:
        async with httpx.AsyncClient(timeout=10) as c:
            r = await c.post("https://api.example/" + endpoint, json=data)
        return r.json()


class Secrets:
    def __init__(self, raw: RawClient):
        self.raw = raw

    async def store(self, value: str) -> dict:
        return await self.raw.post(endpoint="secrets", data={"value": value})

    async def save_config(self, config: dict) -> dict:
        return await self.raw.post(endpoint="config", data=config)
