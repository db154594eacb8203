# RC602 with Python helpers of the same file and values derived from the
# loop's item (pyhelper.go). Shapes from wwiens/trakt_mcpserver,
# Inflectra/mcp-server-spira and ryanmat/mcp-server-logicmonitor, renamed.
import asyncio


async def _get_title(client, movie_id):
    try:
        movie = await client.get_movie(movie_id)
        return movie.get("title", f"Movie {movie_id}")
    except LookupError:
        return f"Movie {movie_id}"


async def _get_title_strict(client, movie_id):
    try:
        movie = await client.get_movie(movie_id)
        return movie["title"]
    except LookupError as e:
        raise RuntimeError(f"no title: {e}")


async def people_clean(client, people_client, movie_id):
    # Clean: the title helper falls back on its own failure; only one source can fail the gather.
    title, people = await asyncio.gather(
        _get_title(client, movie_id),
        people_client.get_movie_people(movie_id),
    )
    return title, people


async def people_defect(client, people_client, movie_id):
    title, people = await asyncio.gather(  # want: RC602
        _get_title_strict(client, movie_id),
        people_client.get_movie_people(movie_id),
    )
    return title, people


def _cases_in_folder(api_client, pid, results, folder):
    try:
        cases = api_client.get_request(f"projects/{pid}/folders/{folder['id']}/cases")
        for case in cases:
            results.append(case["Name"])
    except Exception as e:
        raise Exception(f"Error getting the cases of the folder: {e}")


def _cases_in_folder_safe(api_client, pid, results, folder):
    try:
        cases = api_client.get_request(f"projects/{pid}/folders/{folder['id']}/cases")
        for case in cases:
            results.append(case["Name"])
    except Exception:
        results.append(f"(folder {folder['id']} could not be read)")


def list_cases(api_client, pid):
    try:
        results = []
        for folder in api_client.get_request(f"projects/{pid}/folders"):
            results.append(folder["Name"])
            _cases_in_folder(api_client, pid, results, folder)  # want: RC602
        return "\n".join(results)
    except Exception as e:
        return f"There was a problem using this tool: {e}"


def list_cases_clean(api_client, pid):
    # Clean: the helper records a failed folder and goes on.
    try:
        results = []
        for folder in api_client.get_request(f"projects/{pid}/folders"):
            results.append(folder["Name"])
            _cases_in_folder_safe(api_client, pid, results, folder)
        return "\n".join(results)
    except Exception as e:
        return f"There was a problem using this tool: {e}"


async def recipient_groups(client, detail):
    try:
        result = await client.get("/groups")
        groups = []
        for item in result.get("items", []):
            entry = {"id": item.get("id"), "name": item.get("name")}
            if detail:
                full = await client.get(f"/groups/{entry['id']}")  # want: RC602
                entry["recipients"] = full.get("recipients", [])
            groups.append(entry)
        return {"count": len(groups), "groups": groups}
    except Exception as e:
        return {"error": str(e)}


async def recipient_groups_clean(client, detail):
    # Clean: each group's detail is fetched in a try of its own.
    try:
        result = await client.get("/groups")
        groups = []
        for item in result.get("items", []):
            entry = {"id": item.get("id"), "name": item.get("name")}
            if detail:
                try:
                    full = await client.get(f"/groups/{entry['id']}")
                    entry["recipients"] = full.get("recipients", [])
                except Exception:
                    entry["recipients_error"] = "unavailable"
            groups.append(entry)
        return {"count": len(groups), "groups": groups}
    except Exception as e:
        return {"error": str(e)}


class Dashboard:
    async def dashboard(self):
        # A generic wrapper that swallows any coroutine into {} is not a lookup with a
        # fallback: the aggregate cannot tell a failed source from no data (shape from
        # gensecaihq/Wazuh-MCP-Server, renamed).
        async def _safe(coro, default):
            try:
                return await coro
            except Exception:
                return default

        agents, stats = await asyncio.gather(  # want: RC602
            _safe(self._request("GET", "/agents"), {}),
            _safe(self._request("GET", "/manager/stats"), {}),
        )
        return agents, stats
