export async function load(url: string) {
  const a = await fetch(url); // noqa: RC101   // want: RC101 suppressed
  const b = await fetch(url); // noqa   // want: RC101 suppressed
  const c = await fetch(url, { signal: AbortSignal.timeout(5000) }); // noqa: RC101   // want: RC002
  /* noqa: RC101 */ const d = await fetch(url); // want: RC101 suppressed
  const e = await fetch(url); // want: RC101
  return [a, b, c, d, e];
}
