import axios from 'axios';

// clean: the instance gets a default timeout after it is built
export const slowApi = axios.create({ baseURL: 'https://slow.example.com' });
slowApi.defaults.timeout = 10_000;
