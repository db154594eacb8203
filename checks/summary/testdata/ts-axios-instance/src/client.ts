import axios from 'axios';

// RC101 reports each request made through these instances (tools/*.ts) as
// well as the construction, which is where the fix goes.
export const api = axios.create({ baseURL: 'https://api.example.com' }); // want: RC101

export function getClient() {
  return makeClient();
}

function makeClient() {
  return axios.create({ baseURL: 'https://other.example.com', headers: { Accept: 'application/json' } }); // want: RC101
}

// clean: the instance has a timeout
export const timed = axios.create({ baseURL: 'https://api.example.com', timeout: 10_000 });
