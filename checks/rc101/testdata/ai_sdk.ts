// The Vercel AI SDK (libmodels/data/sdks-gap.yml): generateText and
// streamText call the provider with the call's abortSignal only, and no
// timeout by default, so a stalled model API holds the tool call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { generateText, streamText } from "ai";
import { openai } from "@ai-sdk/openai";
import { z } from "zod";
import { generateText as localGenerate } from "./local-llm";

const server = new McpServer({ name: "summarise", version: "1.0.0" });

server.tool("summarise", { text: z.string() }, async ({ text }) => {
  const { text: summary } = await generateText({ model: openai("gpt-4o-mini"), prompt: text }); // want: RC101
  return { content: [{ type: "text", text: summary }] };
});

server.tool("stream", { text: z.string() }, async ({ text }) => {
  const result = streamText({ model: openai("gpt-4o-mini"), prompt: text }); // want: RC101
  return { content: [{ type: "text", text: await result.text }] };
});

// ---- look-alikes: a bounded call, and a same-named function of the repository ----

server.tool("bounded", { text: z.string() }, async ({ text }) => {
  const { text: summary } = await generateText({
    model: openai("gpt-4o-mini"),
    prompt: text,
    abortSignal: AbortSignal.timeout(20_000),
  });
  return { content: [{ type: "text", text: summary }] };
});

server.tool("local", { text: z.string() }, async ({ text }) => {
  const summary = await localGenerate({ prompt: text });
  return { content: [{ type: "text", text: summary }] };
});
