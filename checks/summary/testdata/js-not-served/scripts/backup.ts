import { exportDatabase } from "../src/backup/index.js";

exportDatabase().then((dir) => console.log(dir));
