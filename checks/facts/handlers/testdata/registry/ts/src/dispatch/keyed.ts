async function deleteRecord(args: any) {
  return { deleted: args.id };
}

async function unusedHelper() {
  return 1;
}

export const HANDLERS: Record<string, (args: any) => Promise<unknown>> = {
  delete_record: deleteRecord,
};
