import json
import sqlite3

import requests

from app.store import run_sql


def list_rows(db_path):
    # The driver's error text goes back to the caller as data.
    try:
        conn = sqlite3.connect(db_path)
        rows = conn.execute("SELECT name FROM t").fetchall()
        return {"success": True, "rows": rows}
    except Exception as e:
        return {"success": False, "error": str(e)}  # want: RC402 whole-only


def fetch_status(url):
    try:
        r = requests.get(url, timeout=5)
        return True, r.text
    except requests.RequestException as e:
        return False, f"Request error: {e}"  # want: RC402 whole-only


def query(sql):
    # run_sql (another module) raises the driver's errors.
    try:
        return {"rows": run_sql(sql)}
    except Exception as e:
        return {"error": str(e)}  # want: RC402 whole-only


def logged_only(db_path):
    # The text is returned, but no handler sends this function's value on.
    try:
        return sqlite3.connect(db_path).execute("SELECT 1").fetchall()
    except Exception as e:
        return {"error": str(e)}


def checked(name):
    # An error the code raised itself: not a leak.
    try:
        if not name:
            raise ValueError("missing name")
        return {"name": name}
    except ValueError as e:
        return {"error": str(e)}


def generic(db_path):
    try:
        return sqlite3.connect(db_path).execute("SELECT 1").fetchall()
    except Exception:
        return {"error": "query failed"}


def summary(db_path):
    return json.dumps(list_rows(db_path))
