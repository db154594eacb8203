import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
import axios from "axios";

export async function getThing(id: string): Promise<unknown> {
  try {
    const r = await axios.get(`https://api.example.com/things/${id}`, { timeout: 5000 });
    return r.data;
  } catch (e: any) {
    throw new Error(`Failed to get thing: ${e.message}`); // want: RC402 whole-only
  }
}

export async function getQuiet(id: string): Promise<unknown> {
  // A fixed message in place of the caught error: nothing leaks.
  try {
    const r = await axios.get(`https://api.example.com/quiet/${id}`, { timeout: 5000 });
    return r.data;
  } catch {
    throw new Error("quiet lookup failed");
  }
}

export async function getWrapped(id: string): Promise<unknown> {
  // Composed text, but every tool that calls it catches and answers with fixed text.
  try {
    const r = await axios.get(`https://api.example.com/wrapped/${id}`, { timeout: 5000 });
    return r.data;
  } catch (e: any) {
    throw new Error(`wrapped lookup failed: ${e.message}`);
  }
}

export async function getRethrown(id: string): Promise<unknown> {
  // A bare rethrow: the SDK's own error is passed on unchanged (left alone, as CodeQL does).
  try {
    const r = await axios.get(`https://api.example.com/rethrown/${id}`, { timeout: 5000 });
    return r.data;
  } catch (e) {
    throw e;
  }
}

export const handleThingsRequest = async (request: CallToolRequest): Promise<{ content: Array<{ type: string; text: string }> }> => {
  // A dispatcher the server calls only inside a try whose catch answers with fixed text.
  switch (request.params.name) {
    case "dispatched": {
      const data = await getDispatched(String(request.params.arguments?.id));
      return { content: [{ type: "text", text: JSON.stringify(data) }] };
    }
    default:
      throw new Error("unknown tool");
  }
};

async function getDispatched(id: string): Promise<unknown> {
  try {
    const r = await axios.get(`https://api.example.com/dispatched/${id}`, { timeout: 5000 });
    return r.data;
  } catch (e: any) {
    throw new Error(`dispatched lookup failed: ${e.message}`);
  }
}
