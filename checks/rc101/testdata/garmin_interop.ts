import GarminConnectModule from "garmin-connect";

// The CommonJS/ES-module interop idiom: the class is the module's named
// export GarminConnect when the bundler exposes it (libmodels row
// garmin-connect.GarminConnect: axios.create() with no timeout).
const GarminConnect = (GarminConnectModule as any).GarminConnect || GarminConnectModule;

export class GarminClient {
  private gc: any;

  async initialize(username: string, password: string): Promise<void> {
    this.gc = new GarminConnect({ username, password });
    await this.gc.login(); // want: RC101
  }

  // Resetting the field builds no other client: its calls stay judged.
  close(): void {
    this.gc = null;
  }

  async activities(start: number, limit: number): Promise<unknown> {
    return await this.gc.getActivities(start, limit); // want: RC101
  }
}

// ---- clean look-alikes ----

// A field that also holds a client of the caller's: its values disagree.
export class InjectedClient {
  private gc: any;

  constructor(injected: unknown) {
    this.gc = injected;
  }

  reset(username: string, password: string): void {
    this.gc = new GarminConnect({ username, password });
  }

  async activities(): Promise<unknown> {
    return await this.gc.getActivities(0, 10);
  }
}
