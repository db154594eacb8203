export * from './const.js';
