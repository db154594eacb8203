def client():
    return None
