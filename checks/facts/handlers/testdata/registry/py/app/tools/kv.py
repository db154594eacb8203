def get_document(key: str) -> str:
    return key


def upsert_document(key: str, value: str) -> str:
    return key + value


def delete_document(key: str) -> str:
    return key


def compact() -> None:
    pass
