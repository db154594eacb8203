import { BaseHandler } from "./base";

export class ListHandler extends BaseHandler {
  async one() {
    await this.apiService.get("/one"); // want: RC101 diff-only
    return this.apiService.bounded("/two"); // clean twin: a bounded method
  }
}
