import type { Drawing } from './kit';

export const clothingDrawings: Record<string, Drawing> = {};
