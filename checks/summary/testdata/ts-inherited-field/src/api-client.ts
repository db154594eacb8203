import OpenAI from "openai";

// ApiClient wraps a third-party SDK: its errors carry the upstream's text.
export class ApiClient {
  private openai: OpenAI = new OpenAI({ timeout: 30_000 });

  async getEmbeddings(text: string): Promise<number[]> {
    const r = await this.openai.embeddings.create({ model: "m", input: text });
    return r.data[0].embedding;
  }
}

// MemoryStore does no I/O: nothing it throws comes from outside.
export class MemoryStore {
  private items = new Map<string, string>();

  get(key: string): string {
    return this.items.get(key) ?? "";
  }
}
