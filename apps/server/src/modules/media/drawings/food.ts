import type { Drawing } from './kit';

export const foodDrawings: Record<string, Drawing> = {};
