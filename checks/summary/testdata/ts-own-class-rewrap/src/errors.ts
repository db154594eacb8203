export class ApiError extends Error {
  constructor(message: string) {
    super(message);
  }
}

export class LookupError extends Error {
  constructor(message: string) {
    super(message);
  }
}
