import { ApiClient, MemoryStore } from "../api-client.js";

// The field types are declared here, in the abstract base class; the
// subclasses in other files only use this.apiClient / this.store.
export abstract class BaseHandler {
  protected apiClient: ApiClient;
  protected store: MemoryStore;

  constructor(apiClient: ApiClient, store: MemoryStore) {
    this.apiClient = apiClient;
    this.store = store;
  }

  abstract handle(args: any): Promise<any>;
}
