interface ParseResult {
  success: boolean
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }
}

/** Every message of a failed parse, by field path ("" for the form itself). */
export function messagesByField(result: ParseResult): Record<string, string[]> {
  const messages: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (messages[issue.path.join('.')] ??= []).push(issue.message)
  return messages
}

/** The first message per field, as a form shows it; {} when the parse succeeded. */
export function firstMessageByField(result: ParseResult): Record<string, string> {
  return Object.fromEntries(Object.entries(messagesByField(result)).map(([field, [first]]) => [field, first!]))
}
