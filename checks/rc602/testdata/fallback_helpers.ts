// Class of real code: a query tool that runs the query and counts its
// matches side by side. The count goes through a helper that turns any
// failure into a fallback value (imported, or a method of the class), so only
// the query itself can reject the aggregate: nothing is thrown away.
import { operationWithFallback } from "./helpers/fallback.js";

export class FindTool {
  async run(db: Db, filter: object) {
    const cursor = db.find(filter);
    const [count, docs] = await Promise.all([
      operationWithFallback(() => db.countDocuments(filter), undefined),
      readAll(cursor),
    ]);
    return { count, docs };
  }

  async runAggregate(db: Db, pipeline: object[]) {
    const [total, rows] = await Promise.all([this.countRows(db, pipeline), readAll(db.aggregate(pipeline))]);
    return { total, rows };
  }

  private async countRows(db: Db, pipeline: object[]) {
    return await operationWithFallback(() => db.aggregate([...pipeline, { $count: "n" }]).next(), undefined);
  }
}
