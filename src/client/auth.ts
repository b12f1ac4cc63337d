import type { authEndpoints, RegisterRequest } from '../../domain/contract/auth.ts';
import type { Locale } from '../../domain/contract/locale.ts';
import { device } from '../stores/device.ts';
import { call } from './http.ts';

/** One typed function per student auth call of spec §7 (domain/contract/auth.ts `authEndpoints`). */
export const checkPhone = (phone: string) =>
  call<typeof authEndpoints.checkPhone>('checkPhone', { body: { phone } });

/**
 * A sign-up code, unless the phone has an account; `resendAfterSeconds` comes with the code. Each
 * code's SMS is in `lang`, the language of the page the parent is on.
 */
export const sendSignUpOtp = (phone: string, lang: Locale) =>
  call<typeof authEndpoints.sendSignUpOtp>('sendSignUpOtp', { body: { phone, lang } });

export const verifySignUpOtp = (phone: string, otpSecret: string, otp: string) =>
  call<typeof authEndpoints.verifySignUpOtp>('verifySignUpOtp', {
    body: { phone, otpSecret, otp, verifyPhoneNumber: true },
  });

export const registerStudent = (body: Omit<RegisterRequest, 'deviceId' | 'deviceModel'>) =>
  call<typeof authEndpoints.registerStudent>('registerStudent', { body: { ...body, ...device() } });

export const loginWithPassword = (phone: string, password: string) =>
  call<typeof authEndpoints.loginWithPassword>('loginWithPassword', {
    body: { email: phone, password, ...device() },
  });

export const sendLoginOtp = (phone: string, lang: Locale) =>
  call<typeof authEndpoints.sendLoginOtp>('sendLoginOtp', { body: { phone, lang } });

export const loginWithOtp = (phone: string, otpSecret: string, otp: string) =>
  call<typeof authEndpoints.loginWithOtp>('loginWithOtp', { body: { phone, otpSecret, otp, ...device() } });

export const sendPasswordResetOtp = (phone: string, lang: Locale) =>
  call<typeof authEndpoints.sendPasswordResetOtp>('sendPasswordResetOtp', { body: { phone, lang } });

export const resetPassword = (phone: string, otpSecret: string, otp: string, password: string) =>
  call<typeof authEndpoints.resetPassword>('resetPassword', { body: { phone, otpSecret, otp, password } });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call<typeof authEndpoints.changePassword>('changePassword', { body: { currentPassword, newPassword } });

export const logout = (childId: string, refreshToken: string) =>
  call<typeof authEndpoints.logout>('logout', { params: { id: childId }, body: { refreshToken } });

export const getProfile = () => call<typeof authEndpoints.getProfile>('getProfile');
