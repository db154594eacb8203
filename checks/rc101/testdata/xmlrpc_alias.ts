import xmlrpc from "xmlrpc";

// A client typed through an alias of the factory's result: xmlrpc's
// methodCall sends with http.request and no timeout (libmodels row
// xmlrpc.createClient).
type XmlRpcClient = ReturnType<typeof xmlrpc.createClient>;

export function createClient(url: string): XmlRpcClient {
  return xmlrpc.createClient({ url });
}

export function callMethod<T>(client: XmlRpcClient, method: string, params: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    client.methodCall(method, params, (err: unknown, value: T) => { // want: RC101
      if (err) {
        reject(err);
        return;
      }
      resolve(value);
    });
  });
}

// ---- clean look-alikes ----

// An alias of some other function's result is no xmlrpc client.
type Parsed = ReturnType<typeof JSON.parse>;

export function useParsed(p: Parsed, method: string): void {
  p.methodCall(method, [], () => undefined);
}
