import { createRemoteJWKSet, jwtVerify } from "jose";

// jose's createRemoteJWKSet fetches with timeoutDuration 5000 ms unless the
// options set another: a finite default within the budget, no finding
// (library row jose.createRemoteJWKSet). Both forms are clean.
const jwks = createRemoteJWKSet(new URL("https://issuer.example/.well-known/jwks.json"));
const bounded = createRemoteJWKSet(new URL("https://issuer.example/jwks"), { timeoutDuration: 2000 });

export async function verify(token: string) {
  const { payload } = await jwtVerify(token, jwks);
  await jwtVerify(token, bounded);
  return payload;
}
