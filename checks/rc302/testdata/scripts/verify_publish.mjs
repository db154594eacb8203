// Class of real code: a release script that, after publishing, asks the
// registry again every few seconds until the new version is visible. It is a
// single caller run once by CI, so a fixed delay cannot make a crowd retry in step.
async function verifyPublished(check, attempts = 12, delaySeconds = 10) {
  let last;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await check();
      return;
    } catch (error) {
      last = error;
      await new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000));
    }
  }
  throw last;
}

export { verifyPublished };
