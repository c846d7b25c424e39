/** The first message per field, which is what a form shows and what the server names. */
export function firstErrors(error: {
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>;
}): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key =
      issue.path
        .filter((part) => part !== 'Data')
        .map(String)
        .join('.') || '_';
    if (!(key in result)) result[key] = issue.message;
  }
  return result;
}
