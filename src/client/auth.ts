import type { RegisterRequest } from '../contract/auth.ts';
import { authEndpoints } from '../contract/auth.ts';
import { device } from '../stores/device.ts';
import { call } from './http.ts';

/** One typed function per student auth call of spec §7 (src/contract/auth.ts `authEndpoints`). */
export const checkPhone = (phone: string) => call(authEndpoints.checkPhone, { body: { phone } });

/** A sign-up code, unless the phone has an account; `resendAfterSeconds` comes with the code. */
export const sendSignupOtp = (phone: string) => call(authEndpoints.sendSignUpOtp, { body: { phone } });

export const verifySignupOtp = (phone: string, otpSecret: string, otp: string) =>
  call(authEndpoints.verifySignUpOtp, { body: { phone, otpSecret, otp, verifyPhoneNumber: true } });

export const register = (body: Omit<RegisterRequest, 'deviceId' | 'deviceModel'>) =>
  call(authEndpoints.register, { body: { ...body, ...device() } });

export const loginWithPassword = (phone: string, password: string) =>
  call(authEndpoints.loginWithPassword, { body: { email: phone, password, ...device() } });

export const requestLoginOtp = (phone: string) => call(authEndpoints.sendLoginOtp, { body: { phone } });

export const verifyLoginOtp = (phone: string, otpSecret: string, otp: string) =>
  call(authEndpoints.loginWithOtp, { body: { phone, otpSecret, otp, ...device() } });

export const requestPasswordReset = (phone: string) =>
  call(authEndpoints.sendPasswordResetOtp, { body: { phone } });

export const resetPassword = (phone: string, otpSecret: string, otp: string, password: string) =>
  call(authEndpoints.resetPassword, { body: { phone, otpSecret, otp, password } });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call(authEndpoints.changePassword, { body: { currentPassword, newPassword } });

export const logout = (studentId: string, refreshToken: string) =>
  call(authEndpoints.logout, { params: { id: studentId }, body: { refreshToken } });

export const fetchProfile = () => call(authEndpoints.profile);
