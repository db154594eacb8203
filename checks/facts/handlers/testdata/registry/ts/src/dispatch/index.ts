export * from './install.js';
