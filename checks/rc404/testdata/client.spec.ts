it("calls", async () => {
  await fetch("https://api.example.com/", { signal: AbortSignal.timeout(1_000) });
});
