export class TaskService {
  static async createTask(title: string) {
    const r = await fetch("https://api.example/tasks", { method: "POST", body: JSON.stringify({ title }), signal: AbortSignal.timeout(5000) });
    return r.json();
  }
}

export class NoteStore {
  async save(text: string) {
    const r = await fetch("https://api.example/notes", { method: "POST", body: JSON.stringify({ text }), signal: AbortSignal.timeout(5000) });
    return r.json();
  }

  async list() {
    const r = await fetch("https://api.example/notes", { signal: AbortSignal.timeout(5000) });
    return r.json();
  }
}
