import { exec } from "node:child_process";
import { promisify } from "node:util";
import axios from "axios";

const execAsync = promisify(exec);

export async function getThing(id: string): Promise<unknown> {
  // The caught error's text goes into the new error through locals.
  try {
    const r = await axios.get(`https://api.example.com/things/${id}`, { timeout: 5000 });
    return r.data;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const wrapped = new Error(`lookup failed: ${message}`);
    throw wrapped;
  }
}

export async function getStatus(id: string): Promise<unknown> {
  // Clean twin: the local holds only the response status.
  try {
    const r = await axios.get(`https://api.example.com/status/${id}`, { timeout: 5000 });
    return r.data;
  } catch (error: any) {
    const status = error.response?.status;
    throw new Error(`lookup failed with status ${status}`);
  }
}

export async function listContainers(): Promise<string> {
  // util.promisify of child_process.exec rejects with exec's error.
  const { stdout } = await execAsync("docker ps", { timeout: 10000 });
  return stdout;
}
