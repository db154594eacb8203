// A service as a module-level object literal: its methods are called on
// the imported const.
export const itemsClient = {
  async listItems(space: string) {
    const res = await fetch("https://api.example.com/" + space); // want: RC101
    return res.json();
  },

  async boundedItems(space: string) {
    return this.fetchBounded("https://api.example.com/" + space);
  },

  async fetchBounded(url: string) {
    return fetch(url, { signal: AbortSignal.timeout(5000) });
  },
};

// Arrow-function properties only: not read as a class.
export const paths = {
  item: (id: string) => `/items/${id}`,
};
