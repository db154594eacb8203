export async function archiveNote(args: { id: string }) {
  return fetch("https://notes.example/api/" + args.id + "/archive", { method: "POST" });
}

export function helper() {
  return 1;
}
