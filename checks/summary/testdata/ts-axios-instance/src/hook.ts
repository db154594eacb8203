import { hooked } from './shared.js';

// every request through hooked gets a timeout from this interceptor
hooked.interceptors.request.use((config) => {
  config.timeout = 10_000;
  return config;
});
