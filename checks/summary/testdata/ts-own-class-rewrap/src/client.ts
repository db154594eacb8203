import axios from "axios";
import { ApiError, LookupError } from "./errors";

export async function getItem(id: string): Promise<unknown> {
  try {
    const r = await axios.get(`https://api.example.com/items/${id}`, { timeout: 5000 });
    return r.data;
  } catch (err: any) {
    // the axios error's text goes into the project's own class
    throw new ApiError(`lookup failed: ${err.message}`);
  }
}

export async function getUser(id: string): Promise<unknown> {
  try {
    const r = await axios.get(`https://api.example.com/users/${id}`, { timeout: 5000 });
    return r.data;
  } catch (err: any) {
    // clean twin: fixed text only
    throw new LookupError("user lookup failed");
  }
}
