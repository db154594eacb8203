import assigned from './shared.js';
import { shared as sharedApi } from './shared.js';

// the app gives the shared instances a default timeout at start-up
sharedApi.defaults.timeout = 10_000;
Object.assign(assigned.defaults, { timeout: 10_000 });
