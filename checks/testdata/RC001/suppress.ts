fetch(url); // resilience: ignore  // want: RC001
await fetch(url);
await fetch(url); /* resilience: ignore[RC101] reason */
