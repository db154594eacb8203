export async function connect(): Promise<void> {
  // a background backup was here: exportDatabase() (off for now)
}
