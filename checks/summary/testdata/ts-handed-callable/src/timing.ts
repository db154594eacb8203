// timed calls the function it is handed and lets what it throws out.
export async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = Date.now()
  try {
    return await fn()
  } finally {
    console.error(`${label} took ${Date.now() - start}ms`)
  }
}

// settle calls the function it is handed and keeps what it throws.
export async function settle<T>(fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn()
  } catch {
    return undefined
  }
}
