import axios, { AxiosInstance } from "axios";

// A client's own timeout, written where a class builds it once in its
// constructor (this.http = axios.create({ timeout: 120_000 })), is the
// timeout of every request its methods make on it.
export class SlowApi {
  private http: AxiosInstance;
  constructor(private key: string) {
    this.http = axios.create({ baseURL: "https://api.example.invalid", timeout: 120_000 }); // want: RC104 whole-only
  }
  async search(q: string) {
    const { data } = await this.http.get("/search", { params: { q } });
    return data;
  }
}

// clean twins: a request with its own timeout, a client within budget
export class OwnTimeout {
  private http: AxiosInstance;
  constructor() {
    this.http = axios.create({ baseURL: "https://api.example.invalid", timeout: 120_000 });
  }
  async search(q: string) {
    const { data } = await this.http.get("/search", { params: { q }, timeout: 10_000 });
    return data;
  }
}

export class Quick {
  private http: AxiosInstance;
  constructor() {
    this.http = axios.create({ baseURL: "https://api.example.invalid", timeout: 10_000 });
  }
  async search(q: string) {
    const { data } = await this.http.get("/search", { params: { q } });
    return data;
  }
}

