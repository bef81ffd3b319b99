import type { Drawing } from './kit';

export const toyDrawings: Record<string, Drawing> = {};
