import type * as z from 'zod/mini';
import type {
  AddChildRequest,
  childrenEndpoints,
  updateChildRequestSchema,
} from '../../domain/contract/children.ts';
import { call } from './http.ts';

/** A parent's children (issue 18, domain/contract/children.ts `childrenEndpoints`). */
export const fetchChildren = () => call<typeof childrenEndpoints.list>('listChildren');

export const addChild = (body: AddChildRequest) => call<typeof childrenEndpoints.add>('addChild', { body });

export const updateChild = (childId: string, body: z.input<typeof updateChildRequestSchema>) =>
  call<typeof childrenEndpoints.update>('updateChild', { params: { childId }, body });

export const removeChild = (childId: string, password: string) =>
  call<typeof childrenEndpoints.remove>('removeChild', { params: { childId }, body: { password } });

export const switchChild = (childId: string) =>
  call<typeof childrenEndpoints.switch>('switchChild', { params: { childId } });

export const exportChildData = (childId: string) =>
  call<typeof childrenEndpoints.export>('exportChildData', { params: { childId } });
