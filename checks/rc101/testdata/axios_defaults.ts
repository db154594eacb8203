import axios from 'axios';

// A file that sets the default timeout: calls on the default instance are bounded.
axios.defaults.timeout = 10_000;

export const get = (url: string) => axios.get<string>(url);
export const post = (url: string, body: unknown) => axios.post(url, body);
export const client = axios.create({ baseURL: 'https://api.example.com' });
axios(url);
