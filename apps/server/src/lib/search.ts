/** LIKE's own characters in a shopper's or operator's words match themselves, not any text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE pattern of text containing these words anywhere. */
export const containing = (words: string) => `%${escapeLike(words)}%`;
