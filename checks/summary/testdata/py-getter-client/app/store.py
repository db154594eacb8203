class Store:
    """The repository's own class: its errors are the server's own."""

    def count(self, name: str) -> int:
        if not name:
            raise ValueError("name is required")
        return len(name)
