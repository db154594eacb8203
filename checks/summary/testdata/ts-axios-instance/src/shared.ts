import axios from 'axios';

// clean per request: setup.ts sets a default timeout on this instance and
// hook.ts bounds hooked's requests with an interceptor (review32 M-4); the
// constructions keep their findings (their check reads only this module)
export const shared = axios.create({ baseURL: 'https://shared.example.com' }); // want: RC101
export const hooked = axios.create({ baseURL: 'https://hooked.example.com' }); // want: RC101
export default axios.create({ baseURL: 'https://assigned.example.com' }); // want: RC101
