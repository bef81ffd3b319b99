import { z } from 'zod';
import { flag, id, mobile, requiredText } from './fields';

export const addressSaveSchema = z.object({
  id: id().optional(),
  consignee: requiredText('consignee', 50),
  mobile: mobile(),
  area: requiredText('area', 100),
  address: requiredText('address', 200),
  tag: requiredText('tag', 20),
  is_default: flag('is_default').default(false),
});
export type AddressSaveInput = z.output<typeof addressSaveSchema>;

export const idQuerySchema = z.object({ id: id() });
