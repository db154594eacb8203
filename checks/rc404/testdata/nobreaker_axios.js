import axios from "axios";

export const get = (u) => axios.get(u, { timeout: 5000 }); // want: RC404
