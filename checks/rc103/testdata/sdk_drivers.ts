// Drivers recognised from library rows (libmodels/data/sdks.yml): a client
// built without its query bound is reported when the driver's documented
// default is none or above the database budget (15 s).
import { createClient } from "@clickhouse/client";
import { MongoClient } from "mongodb";

// @clickhouse/client: request_timeout defaults to 30 s.
export const clickhouse = createClient({ url: "http://ch:8123" }); // want: RC103
export const clickhouseBounded = createClient({ url: "http://ch:8123", request_timeout: 10_000 });

// mongodb: no operation timeout and socketTimeoutMS 0 by default.
export const mongo = new MongoClient("mongodb://db:27017"); // want: RC103
export const mongoBounded = new MongoClient("mongodb://db:27017", { timeoutMS: 10_000 });
export const mongoSocket = new MongoClient("mongodb://db:27017", { socketTimeoutMS: 10_000 });
const options = { timeoutMS: 10_000 };
export const mongoOptions = new MongoClient("mongodb://db:27017", options);
