import axios from 'axios';

// clean per request: the module gives the instance a default timeout with
// Object.assign (the construction keeps its finding)
export const merged = axios.create({ baseURL: 'https://merged.example.com' }); // want: RC101
Object.assign(merged.defaults, { timeout: 10_000 });

export async function fetchMerged(id: string) {
  return merged.get(`/merged/${id}`);
}
