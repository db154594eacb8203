# unstructured-client's create_workflow falls back to a backoff RetryConfig
# that re-sends the POST on 5xx answers and connection errors for up to 30
# minutes: a workflow stored before the error is created twice.
from unstructured_client import UnstructuredClient
from unstructured_client.models.operations import CreateWorkflowRequest, GetWorkflowRequest

client = UnstructuredClient(api_key_auth="k")


async def create_workflow(workflow) -> str:
    res = await client.workflows.create_workflow_async(request=CreateWorkflowRequest(create_workflow=workflow))  # want: RC301 medium
    return res.workflow_information.id


# a read is retried harmlessly: silent
async def get_workflow(workflow_id: str) -> str:
    res = await client.workflows.get_workflow_async(request=GetWorkflowRequest(workflow_id=workflow_id))
    return res.workflow_information.name
