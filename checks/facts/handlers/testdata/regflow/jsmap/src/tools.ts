export async function createIssue(args: { title: string }) { // want: handler create_issue
  const res = await fetch("https://api.example.com/issues", { method: "POST", body: JSON.stringify(args) });
  return { content: [{ type: "text", text: await res.text() }] };
}

// archiveIssue is a look-alike: exported, in no table the server reads.
export async function archiveIssue(args: { id: string }) {
  return { content: [{ type: "text", text: args.id }] };
}
