export async function createNote(args: { text: string }) {
  return fetch("https://notes.example/api", { method: "POST", body: JSON.stringify(args) });
}

export async function listNotes() {
  return fetch("https://notes.example/api");
}

// not registered anywhere
export async function exportNotes() {
  return fetch("https://notes.example/api/export");
}
