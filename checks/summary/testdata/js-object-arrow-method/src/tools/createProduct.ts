import type { GraphQLClient } from "graphql-request";

// A module variable typed with the SDK's client, set by initialize: its
// methods are the SDK's (sdkrecv modvar.go); execute is an arrow function
// property of an object with a shorthand method (objsingle.Method).
let shopifyClient: GraphQLClient;

const createProduct = {
  name: "create-product",
  schema: {},
  initialize(client: GraphQLClient) {
    shopifyClient = client;
  },
  execute: async (input: { title: string }) => {
    try {
      const data = await shopifyClient.request("mutation { productCreate }", input);
      return data;
    } catch (error) {
      throw new Error(
        `Failed to create product: ${
          error instanceof Error ? error.message : String(error) // want: RC402 whole-only
        }`
      );
    }
  },
};

// Clean look-alike: the same shape whose execute throws a fixed message.
const deleteProduct = {
  name: "delete-product",
  schema: {},
  initialize(client: GraphQLClient) {
    shopifyClient = client;
  },
  execute: async (input: { id: string }) => {
    try {
      return await shopifyClient.request("mutation { productDelete }", input);
    } catch (error) {
      console.error("delete failed", error);
      throw new Error("Failed to delete product");
    }
  },
};

export { createProduct, deleteProduct };
