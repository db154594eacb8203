import requests

TICKETS_URL = "https://tickets.example.com/api/tickets"


def create_ticket(title):
    return requests.post(TICKETS_URL, json={"title": title}, timeout=10).json()


def create_ticket_keyed(title, key):
    headers = {"Idempotency-Key": key}
    return requests.post(TICKETS_URL, json={"title": title}, headers=headers, timeout=10).json()


def close_ticket(tid):
    return requests.put(f"{TICKETS_URL}/{tid}", json={"state": "closed"}, timeout=10).json()


class TicketService:
    def open(self, title):
        return create_ticket(title)
