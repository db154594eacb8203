// Class of real code: a tool starts a long-lived child (kubectl port-forward)
// inside a Promise executor that resolves on a readiness line and is
// rejected by a timer otherwise. The caller's wait is bounded by the timer
// and the child is meant to outlive the call: not reported.
import { spawn } from "child_process";

export async function portForward(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("kubectl", args);
    child.stdout.on("data", (d) => {
      if (String(d).includes("Forwarding from")) resolve(child.pid!);
    });
    child.on("close", (code) => reject(new Error(`exited ${code}`)));
    setTimeout(() => {
      reject(new Error("no success message"));
    }, 5000);
  });
}

// Still reported: no timer settles this promise, so a child that never
// prints the line holds the caller forever.
export async function waitReady(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("kubectl", args); // want: RC102 fix:unsafe
    child.stdout.on("data", () => resolve(child.pid!));
  });
}

// Still reported: the timer only logs; it settles nothing.
export async function waitLogged(args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn("kubectl", args); // want: RC102 fix:unsafe
    child.stdout.on("data", () => resolve(child.pid!));
    child.on("error", reject);
    setTimeout(() => console.log("still waiting"), 5000);
  });
}
