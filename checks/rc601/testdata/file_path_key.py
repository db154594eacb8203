# A file is keyed by its path when the tool makes the file at that path
# (a code host refuses a create at a path that exists); the local path of
# an upload names the file sent, and each upload stores another file
# (shapes from canvas-mcp's upload_course_file and gitea-mcp's create_file,
# renamed).
import httpx

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("files")
client = httpx.Client(timeout=10)


@mcp.tool()
def create_file(owner: str, repo: str, file_path: str, content: str) -> str:
    client.post(f"https://git.example.com/api/v1/repos/{owner}/{repo}/contents/{file_path}", json={"content": content})
    return "created"


@mcp.tool()
def upload_course_file(course_id: str, file_path: str) -> str:  # want: RC601
    with open(file_path, "rb") as fh:
        client.post(f"https://lms.example.com/api/v1/courses/{course_id}/files", files={"file": fh})
    return "uploaded"
