# A client module whose methods return an upstream's error text as data
# (package passval): the service module passes the value on and the tool
# returns what the service returned.
import requests


class Client:
    def details(self, ids):
        results = []
        for i in ids:
            try:
                r = requests.get(f"https://api.example.com/items/{i}", timeout=5)
                r.raise_for_status()
                results.append(r.json())
            except Exception as e:
                results.append({"error": str(e), "id": i})  # want: RC402 whole-only
        return results

    def status(self, i):
        try:
            return requests.get(f"https://api.example.com/status/{i}", timeout=5).json()
        except requests.RequestException as e:
            return {"error": f"status failed: {e}"}  # want: RC402 whole-only

    def quiet(self, i):
        # Passed on by the service, but the tool only tests the value.
        try:
            return requests.get(f"https://api.example.com/quiet/{i}", timeout=5).json()
        except requests.RequestException as e:
            return {"error": str(e)}

    def fixed(self, i):
        # Clean twin: a fixed message.
        try:
            return requests.get(f"https://api.example.com/fixed/{i}", timeout=5).json()
        except requests.RequestException:
            return {"error": "lookup failed"}
