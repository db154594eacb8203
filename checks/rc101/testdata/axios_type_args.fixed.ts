// Class of real code: axios calls with a type argument under await. The
// TypeScript grammar puts the await inside the call (`await axios.get<T>`
// called with the arguments), which hid these calls from the rule.
import axios from "axios";

export async function download(url: string): Promise<ArrayBuffer> {
  const res = await axios.get<ArrayBuffer>(url, { responseType: "arraybuffer", timeout: 10_000 }); // want: RC101
  return res.data;
}

export async function create(url: string, body: unknown): Promise<string> {
  const res = await axios.post<string>(url, body, { timeout: 10_000 }); // want: RC101
  return res.data;
}

// Still clean: a timeout is set.
export async function bounded(url: string): Promise<string> {
  const res = await axios.get<string>(url, { timeout: 10_000 });
  return res.data;
}
