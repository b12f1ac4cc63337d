import type { LoginResponse, Profile, RegisterRequest } from '../contract/auth.ts';
import { device } from '../stores/device.ts';
import { api } from './http.ts';

/** One typed function per student auth call of spec §7. */
type Ok = { success: true; message: string };
const post = <T>(path: string, body: object) => api<T>(path, { method: 'POST', body });

export const checkPhone = (phone: string) =>
  post<{ success: true; accountExists: boolean }>('/v2/student/check', { phone });

export const sendSignupOtp = (phone: string) =>
  post<Ok & { accountExists: boolean; otpSecret?: string }>('/v1/student/otp/send', { phone });

export const verifySignupOtp = (phone: string, otpSecret: string, otp: string) =>
  post<Ok>('/v1/student/otp/verify', { phone, otpSecret, otp, verifyPhoneNumber: true });

export const register = (body: Omit<RegisterRequest, 'deviceId' | 'deviceModel'>) =>
  post<LoginResponse>('/v1/student/signup', { ...body, ...device() });

export const loginWithPassword = (phone: string, password: string) =>
  post<LoginResponse>('/v1/student/login', { email: phone, password, ...device() });

export const requestLoginOtp = (phone: string) =>
  post<Ok & { otpSecret: string }>('/v2/student/login-with-otp', { phone });

export const verifyLoginOtp = (phone: string, otpSecret: string, otp: string) =>
  post<LoginResponse>('/v2/student/login-with-otp/verify', { phone, otpSecret, otp, ...device() });

export const requestPasswordReset = (phone: string) =>
  post<Ok & { otpSecret: string }>('/v1/student/forgot-password', { phone });

export const resetPassword = (phone: string, otpSecret: string, otp: string, password: string) =>
  post<Ok>('/v1/student/reset-password', { phone, otpSecret, otp, password });

export const changePassword = (currentPassword: string, newPassword: string) =>
  post<Ok>('/v1/student/change-password', { currentPassword, newPassword });

export const logout = (studentId: string, refreshToken: string) =>
  api<Ok>(`/v1/student/auth/logout/${encodeURIComponent(studentId)}`, {
    method: 'DELETE',
    body: { refreshToken },
  });

export const fetchProfile = () => api<{ success: true; profile: Profile }>('/v1/auth/profile');
