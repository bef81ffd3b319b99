/**
 * Wraps text of its own direction (a date and time such as "11/24/2026, 10:32 PM") in Unicode isolate marks, so
 * that inside a sentence of the other direction it stays in one piece and in its own order.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
