import type { Drawing } from './kit';

export const healthDrawings: Record<string, Drawing> = {};
