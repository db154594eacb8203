// Class-based tools: ToolBase subclasses with execute().
import { z } from "zod";
import { MongoDBToolBase } from "../mongodbTool.js";

export class InsertManyTool extends MongoDBToolBase {
  static toolName = "insert-many";
  public argsShape = { collection: z.string(), documents: z.array(z.object({})) };

  protected async execute({ collection, documents }: { collection: string; documents: object[] }) { // want: RC601
    const provider = await this.resolveConnection();
    return provider.insertMany(collection, documents);
  }
}

export class FindTool extends MongoDBToolBase {
  static toolName = "find";
  public argsShape = { collection: z.string() };

  protected async execute({ collection }: { collection: string }) {
    const provider = await this.resolveConnection();
    return provider.find(collection, {});
  }
}

export class KeyedInsertTool extends MongoDBToolBase {
  static toolName = "insert-keyed";
  public argsShape = { collection: z.string(), idempotencyKey: z.string() };

  protected async execute({ collection }: { collection: string }) {
    const provider = await this.resolveConnection();
    return provider.insertOne(collection, {});
  }
}

// the base itself is abstract: no tool
export abstract class BaseTool extends ToolBase {
  protected async execute() {
    return this.provider.insertOne("c", {});
  }
}
