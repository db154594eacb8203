test("live", async () => {
  const r = await fetch("https://api.example.com/health", { signal: AbortSignal.timeout(1000) });
  expect(r.ok).toBe(true);
});
