export function helper() {}
