import axios, { AxiosInstance } from 'axios';

// a lazily built instance: every assignment of the module-level let is an
// instance without a timeout; a request interceptor that only adds a header
// gives it no bound
let instance: AxiosInstance | null = null;

export function initClient(apiKey: string): void {
  instance = axios.create({ baseURL: 'https://lazy.example.com', headers: { 'x-apikey': apiKey } }); // want: RC101
  instance.interceptors.request.use((config) => {
    config.headers.set('x-request-id', crypto.randomUUID());
    return config;
  });
}

function getClient(): AxiosInstance {
  if (!instance) initClient(process.env.API_KEY ?? '');
  return instance!;
}

export async function lookup(id: string) {
  const res = await getClient().get(`/items/${id}`); // want: RC101
  return res.data;
}
