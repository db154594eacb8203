import { createApiService } from "./service";

// The field's value is a call of a factory of another module: the field
// holds what the factory returns (an ApiService).
export abstract class BaseHandler {
  protected apiService = createApiService("https://api.example.com");
}
