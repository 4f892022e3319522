/** Names in a sentence: 'A', 'A and B', 'A, B and C'. */
export const listInWords = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The leave question's body, naming the parts of the page that hold the unsaved changes. */
export const leaveQuestion = (labels: readonly string[]): string => {
  const where = labels.length > 0 ? ` in ${listInWords(labels)}` : '';
  return `You have changes${where} that are not saved. They will be lost if you leave.`;
};
