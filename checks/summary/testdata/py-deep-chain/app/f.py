import sqlite3

import requests


def f(uid):
    conn = sqlite3.connect("app.db")
    return conn.execute("SELECT * FROM users WHERE id = ?", (uid,)).fetchone()


def post(t):
    return requests.post("https://tickets.example.com/api", json=t, timeout=10).json()
