import axios from 'axios';
import { getClient } from '../client.js';

class ThingService {
  private http = getClient(); // want: RC101 diff-only

  async one(id: string) {
    return this.http.get(`/things/${id}`); // want: RC101
  }

  // clean: the call passes its own abort signal
  async oneCancellable(id: string, signal: AbortSignal) {
    return this.http.get(`/things/${id}`, { signal });
  }
}

export const things = new ThingService();

const local = axios.create({ baseURL: 'https://local.example.com' }); // want: RC101

export async function ping() {
  return local.head('/ping'); // want: RC101
}

// clean: per-call timeout on an instance of the file
export async function pingBounded() {
  return local.head('/ping', { timeout: 2_000 });
}
