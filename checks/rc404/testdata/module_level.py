import requests

CONFIG = requests.get("https://config.example/app.json", timeout=5).json()  # runs once at import
