const axios = require("axios");

const api = axios.create({ baseURL: "https://crm.example/api", timeout: 5000 });

async function contacts() {
  return (await api.get("/contacts")).data; // want: RC404
}
module.exports = { contacts };
