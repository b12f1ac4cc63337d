import type * as z from 'zod/mini';
import type {
  AddChildRequest,
  childrenEndpoints,
  updateChildRequestSchema,
} from '../../domain/contract/children.ts';
import { call } from './http.ts';

/** A parent's children (issue 18, domain/contract/children.ts `childrenEndpoints`). */
export const listChildren = () => call<typeof childrenEndpoints.listChildren>('listChildren');

export const addChild = (body: AddChildRequest) =>
  call<typeof childrenEndpoints.addChild>('addChild', { body });

export const updateChild = (childId: string, body: z.input<typeof updateChildRequestSchema>) =>
  call<typeof childrenEndpoints.updateChild>('updateChild', { params: { childId }, body });

export const removeChild = (childId: string, password: string) =>
  call<typeof childrenEndpoints.removeChild>('removeChild', { params: { childId }, body: { password } });

export const switchChild = (childId: string) =>
  call<typeof childrenEndpoints.switchChild>('switchChild', { params: { childId } });

export const exportChildData = (childId: string) =>
  call<typeof childrenEndpoints.exportChildData>('exportChildData', { params: { childId } });
