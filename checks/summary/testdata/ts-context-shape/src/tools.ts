import { HandlerContext, Deps, Plain, ValidationError } from "./lib/client.js";

function check(id: string) {
  if (!id) {
    throw new ValidationError("id is required");
  }
}

export function createHandlers(context: HandlerContext) {
  const { client, issues: direct } = context;

  return {
    get_issue: async (id: string) => {
      try {
        return { content: [{ type: "text", text: JSON.stringify(await client.issues.getIssue(id)) }] };
      } catch (error) {
        return { content: [{ type: "text", text: (error as Error).message }], isError: true }; // want: RC402
      }
    },
    get_issue_renamed: async (id: string) => {
      try {
        return { content: [{ type: "text", text: JSON.stringify(await direct.getIssue(id)) }] };
      } catch (error) {
        return { content: [{ type: "text", text: (error as Error).message }], isError: true }; // want: RC402
      }
    },
    get_issue_quiet: async (id: string) => {
      try {
        return { content: [{ type: "text", text: JSON.stringify(await client.issues.getIssueQuietly(id)) }] };
      } catch (error) {
        return { content: [{ type: "text", text: (error as Error).message }], isError: true };
      }
    },
    get_issue_checked: async (id: string) => {
      try {
        check(id);
        return { content: [{ type: "text", text: JSON.stringify(await client.issues.getIssue(id)) }] };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof ValidationError) {
          return { content: [{ type: "text", text: `Input Error: ${message}` }], isError: true };
        }
        return { content: [{ type: "text", text: `API Error: ${message}` }], isError: true }; // want: RC402
      }
    },
  };
}

export async function viaDot(context: HandlerContext, id: string) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await context.issues.getIssue(id)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: (error as Error).message }], isError: true }; // want: RC402
  }
}

export async function viaAlias(deps: Deps, id: string) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await deps.issues.getIssue(id)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: (error as Error).message }], isError: true }; // want: RC402
  }
}

export async function viaPlain(plain: Plain, id: string) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await plain.issues.getIssue(id)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: (error as Error).message }], isError: true };
  }
}

export async function viaUntyped(context: any, id: string) {
  const { client } = context;
  try {
    return { content: [{ type: "text", text: JSON.stringify(await client.issues.getIssue(id)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: (error as Error).message }], isError: true };
  }
}
