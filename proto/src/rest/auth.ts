import { z } from 'zod';
import { emailAddress, stringField, text } from '../text';

export const PASSWORD_MIN_LENGTH = 6;
/** Bounded so that hashing an attacker's megabyte costs nothing. */
export const PASSWORD_MAX_LENGTH = 128;

const password = stringField('Password')
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/auth/signup */
export const signupBody = z.object({
  email: emailAddress,
  password: password.min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
  firstName: text('First name', { max: 80, required: 'First name is required' }),
  lastName: text('Last name', { max: 80, required: 'Last name is required' }),
});
export type SignupBody = z.infer<typeof signupBody>;

/** The signup page's form: the body plus the confirmation, which never leaves the browser. */
export const signupForm = signupBody
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignupForm = z.input<typeof signupForm>;

/** POST /api/auth/login */
export const loginBody = z.object({ email: emailAddress, password });
export type LoginBody = z.infer<typeof loginBody>;

/** POST /api/admin/auth */
export const adminAuthBody = z.object({ password });
export type AdminAuthBody = z.infer<typeof adminAuthBody>;

/** PUT /api/account/profile */
export const profileBody = z.object({
  firstName: text('First name', { max: 80, required: 'First name is required' }),
  lastName: text('Last name', { max: 80, required: 'Last name is required' }),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** POST /api/account/password: every other session of the member is signed out. */
export const changePasswordBody = z.object({
  currentPassword: stringField('Current password').min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: password.min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** GET /api/auth/user, and the body of a successful signup or login. */
export const authUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.iso.datetime(),
  isSubscribed: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;

/** GET /api/admin/verify and POST /api/admin/auth */
export const adminStatus = z.object({ authenticated: z.literal(true) });
export type AdminStatus = z.infer<typeof adminStatus>;

/** Every error body. */
export const errorBody = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
