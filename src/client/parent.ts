import type { GateAnswer, GateChange, parentGateEndpoints } from '../../domain/contract/parentGate.ts';
import { call } from './http.ts';

/** How the parent area opens for the family: the question, a PIN or the password. */
export const getParentGate = () => call<typeof parentGateEndpoints.getParentGate>('getParentGate');

/** The parent's new choice, with their current password. */
export const setParentGate = (change: GateChange) =>
  call<typeof parentGateEndpoints.setParentGate>('setParentGate', { body: change });

/** A times-table question made by the API, for a family whose gate is the question. */
export const getParentGateQuestion = () =>
  call<typeof parentGateEndpoints.getParentGateQuestion>('getParentGateQuestion');

/** The parent proof when the PIN, password or answer is right; an ApiError otherwise (wrong, locked). */
export const checkParentGate = (answer: GateAnswer) =>
  call<typeof parentGateEndpoints.checkParentGate>('checkParentGate', { body: answer });
