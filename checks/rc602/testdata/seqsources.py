import requests


def change_details(instance_url, headers, change_id):
    try:
        response = requests.get(f"{instance_url}/api/now/table/change_request/{change_id}", headers=headers, timeout=10)
        response.raise_for_status()
        result = response.json()
        tasks_url = f"{instance_url}/api/now/table/change_task"
        tasks_response = requests.get(tasks_url, headers=headers, params={"q": change_id}, timeout=10)  # want: RC602
        tasks_result = tasks_response.json()
        return {"change": result["result"], "tasks": tasks_result["result"]}
    except requests.exceptions.RequestException as e:
        return {"success": False, "message": str(e)}


# Clean: the second call reads the first one's result (a dependent step).
def create_then_read(base, headers, body):
    try:
        created = requests.post(f"{base}/items", json=body, headers=headers, timeout=10).json()
        detail = requests.get(f"{base}/items/{created['id']}", headers=headers, timeout=10).json()
        return {"created": created, "detail": detail}
    except requests.exceptions.RequestException as e:
        return {"error": str(e)}


# Clean: the handler returns what was fetched.
def keeps_partial(base, headers):
    users = None
    try:
        users = requests.get(f"{base}/users", headers=headers, timeout=10).json()
        groups = requests.get(f"{base}/groups", headers=headers, timeout=10).json()
        return {"users": users, "groups": groups}
    except requests.exceptions.RequestException as e:
        return {"users": users, "error": str(e)}


# Clean: only one of the answers is returned.
def one_answer(base, headers):
    try:
        requests.get(f"{base}/ping", headers=headers, timeout=10).raise_for_status()
        users = requests.get(f"{base}/users", headers=headers, timeout=10).json()
        return {"users": users}
    except requests.exceptions.RequestException as e:
        return {"error": str(e)}


# Clean: the second request reads a value chosen from the first one's answer in a loop.
def thumbnail(base, uid):
    try:
        data = requests.get(f"{base}/models/{uid}", timeout=10).json()
        chosen = None
        for thumb in data["thumbnails"]:
            if thumb["width"] > 400:
                chosen = thumb
        img = requests.get(chosen["url"], timeout=30)
        return {"image": img.content, "name": data["name"]}
    except requests.exceptions.RequestException as e:
        return {"error": str(e)}
