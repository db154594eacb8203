// Store is abstract with one implementation (HttpStore); Queue has two
// (QueueA, QueueB), so a call on Queue stays unknown.
export abstract class Store {
  abstract create(title: string): Promise<unknown>;

  describe(): string {
    return "store";
  }
}

export abstract class Queue {
  abstract push(item: string): Promise<unknown>;
}
