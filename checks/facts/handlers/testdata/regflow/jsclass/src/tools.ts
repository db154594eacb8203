export class CreateIssueTool {
  name = "create_issue";
  async execute(args: { title: string }) { // want: handler
    const res = await fetch("https://api.example.com/issues", { method: "POST", body: JSON.stringify(args) });
    return { content: [{ type: "text", text: await res.text() }] };
  }
}

// a look-alike: a tool class nobody registers
export class ArchiveIssueTool {
  name = "archive_issue";
  async execute(args: { id: string }) {
    return { content: [{ type: "text", text: args.id }] };
  }
}
