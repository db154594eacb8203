from abc import ABC, abstractmethod
from typing import Protocol

import requests


class Calendar(ABC):
    """Two backends could exist; this repository has one (CalDAV)."""

    @abstractmethod
    def create_event(self, title: str) -> dict:
        ...

    @abstractmethod
    def list_events(self) -> list:
        """List the events."""


class CalDAV(Calendar):
    def create_event(self, title: str) -> dict:
        return requests.post("https://cal.example.com/events", json={"title": title}, timeout=10).json()

    def list_events(self) -> list:
        return requests.get("https://cal.example.com/events", timeout=10).json()


class Mailer(Protocol):
    def send(self, to: str) -> None:
        raise NotImplementedError


class SmtpMailer:
    def send(self, to: str) -> None:
        requests.post("https://mail.example.com/send", json={"to": to}, timeout=10)


class Notes(ABC):
    @abstractmethod
    def add(self, text: str) -> None:
        pass


class NotesA(Notes):
    def add(self, text: str) -> None:
        requests.post("https://notes.example.com/a", json={"text": text}, timeout=10)


class NotesB(Notes):
    def add(self, text: str) -> None:
        requests.post("https://notes.example.com/b", json={"text": text}, timeout=10)


class MockCalendar(Calendar):
    def create_event(self, title: str) -> dict:
        return {"title": title}

    def list_events(self) -> list:
        return []
