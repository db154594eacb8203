import { api, getClient, timed } from '../client.js';
import { slowApi } from '../defaulted.js';

export async function listItems() {
  const res = await api.get('/items'); // want: RC101
  return res.data;
}

export async function createItem(body: unknown) {
  const client = getClient(); // want: RC101 diff-only
  return client.post('/items', body); // want: RC101
}

// clean: the call sets its own timeout
export async function listItemsBounded() {
  return api.get('/items', { timeout: 5_000 });
}

// clean: the instance has a timeout
export async function viaTimed() {
  return timed.get('/items');
}

// clean: the instance gets defaults.timeout in its module
export async function viaDefaulted() {
  return slowApi.get('/items');
}

// clean: a parameter of the same name is whatever the caller hands
export async function viaParam(api: { get(path: string): Promise<unknown> }) {
  return api.get('/items');
}
