import axios from 'axios';

// clean: a request interceptor gives every request of the instance a timeout,
// so the requests are not reported (the construction keeps its finding: its
// check does not read interceptors)
export const bounded = axios.create({ baseURL: 'https://bounded.example.com' }); // want: RC101
bounded.interceptors.request.use((config) => {
  config.timeout = 10_000;
  return config;
});

export async function fetchBounded(id: string) {
  return bounded.get(`/items/${id}`);
}
