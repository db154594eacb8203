// The callers: a class field holds the service; the request init carries the
// class's own AbortController signal, which nothing in the repository ever
// aborts on a timer, so the forwarded options are never bounded.
import AppService from "../services/app-service.js";
import { fetchJSON } from "../utils/fetch-json.js";
import { generateRequestInit } from "../utils/request-init.js";

export class Deploy extends AbortController {
  protected appService = new AppService("https://api.example.com");
  protected requestInit: RequestInit | undefined;

  public async run(name: string) {
    this.requestInit = await generateRequestInit(this.signal);
    const app = await this.appService.info(name, this.requestInit);
    if (!app) {
      this.abort();
    }
    return app;
  }

  public async file(key: string) {
    return fetchJSON(`https://api.example.com/files/${key}`, { headers: { "X-Token": "t" } }); // want: RC101 diff-only
  }
}
