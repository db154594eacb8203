// The tools reach their services through interfaces: IStore has one
// implementation (Store), IRepo one beside a test double (MockRepo), and
// INotes two (NotesA, NotesB), so a call on INotes stays unknown.
export interface IStore {
  create(title: string): Promise<unknown>;
  get(id: string): Promise<unknown>;
}

export interface IRepo {
  insert(row: string): Promise<unknown>;
}

export interface INotes {
  add(text: string): Promise<unknown>;
}

export interface ToolContext {
  store: IStore;
  repo: IRepo;
  notes: INotes;
}
