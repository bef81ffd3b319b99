import type { Drawing } from './kit';

export const outdoorDrawings: Record<string, Drawing> = {};
