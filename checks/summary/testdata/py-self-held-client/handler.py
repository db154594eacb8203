from aws_helper import AwsHelper, make_settings


class GlueHandler:
    def __init__(self, mcp):
        self.glue_client = AwsHelper.create_boto3_client("glue")
        self.http = AwsHelper.create_async_http()
        self.settings = make_settings()
        self.mixed = None

    def use(self, client):
        self.mixed = client

    async def get_job(self, name: str):
        return self.glue_client.get_job(JobName=name)  # want: RC201

    async def ping(self, url: str):
        return self.http.get(url)

    async def settings_value(self, key: str):
        return self.settings.get_item(key)

    async def mixed_call(self, name: str):
        return self.mixed.get_job(JobName=name)


class OtherHandler:
    def __init__(self, client):
        # look-alike: an injected client under the same attribute name
        self.glue_client = client

    async def get_job(self, name: str):
        return self.glue_client.get_job(JobName=name)
