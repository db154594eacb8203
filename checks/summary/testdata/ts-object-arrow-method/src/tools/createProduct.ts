// A tool module as a module-level object literal with a shorthand method
// (initialize) and arrow-function properties (execute): each property
// that holds a function is a method of the singleton, called on the
// imported const (objsingle.PairMethod; benwmerritt/shopify-mcp).
let apiUrl = "";

const createProduct = {
  name: "create-product",
  initialize(url: string) {
    apiUrl = url;
  },
  execute: async (title: string) => {
    const res = await fetch(apiUrl + "/products", { method: "POST", body: JSON.stringify({ title }), signal: AbortSignal.timeout(5000) });
    return res.json();
  },
};

const getProduct = {
  initialize(url: string) {
    apiUrl = url;
  },
  execute: async (id: string) => {
    const res = await fetch(apiUrl + "/products/" + id, { signal: AbortSignal.timeout(5000) });
    return res.json();
  },
};

export { createProduct, getProduct };
