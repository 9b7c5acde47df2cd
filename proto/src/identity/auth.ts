import { z } from 'zod';
import { emailAddress, stringField, text } from '../shared/text';

/** NIST SP 800-63B and OWASP ASVS 2.1.1: 12 at least, checked against breached passwords (identity). */
export const PASSWORD_MIN_LENGTH = 12;
/** Bounded so that hashing an attacker's megabyte costs nothing. */
export const PASSWORD_MAX_LENGTH = 128;

const password = stringField('Password')
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A password being chosen: the sign-up rules and messages. */
const newPassword = password.min(
  PASSWORD_MIN_LENGTH,
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
);

/** Identity's answer to a new password found among those most often leaked in breaches. */
export const BREACHED_PASSWORD =
  'Password is too common: it appears in lists of leaked passwords. Please choose another.';

/**
 * Something in a name that could make a mail greeting by it a lure: a link or a domain, an address,
 * markup, a control character or one that turns the text's direction. A dot joining words counts
 * ("St. John" passes, "evil.com" not).
 */
const LURE = /[@<>\p{Cc}\u202a-\u202e\u2066-\u2069]|:\/\/|www\.|[\p{L}\d-]\.\p{L}{2}/u;

/** A member's first or last name, as a greeting carries it. */
const personName = (label: string) =>
  text(label, { max: 80, required: `${label} is required` }).refine(
    (value) => !LURE.test(value),
    `${label} must not contain a link, @, < or >`,
  );

/** POST /api/auth/signup */
export const signupBody = z.object({
  email: emailAddress,
  password: newPassword,
  firstName: personName('First name'),
  lastName: personName('Last name'),
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
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** POST /api/account/password: every other session of the member is signed out. */
export const changePasswordBody = z.object({
  currentPassword: stringField('Current password').min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * The token of a mailed link: 32 random bytes in base64url. Anything else is refused with the
 * message of a link that no longer works, so a mangled link reads like an old one.
 */
export const LINK_TOKEN_BYTES = 32;
export const linkToken = (invalid: string) => stringField('Token').regex(/^[A-Za-z0-9_-]{43}$/, invalid);

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired. Please ask for a new one.';
export const EMAIL_CHANGE_LINK_INVALID =
  'This confirmation link is invalid or has expired. Please ask for the change again from your profile.';

/** POST /api/auth/forgot-password */
export const forgotPasswordBody = z.object({ email: emailAddress });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The reply to a forgot-password request: the same whether or not the address has an account. */
export const FORGOT_PASSWORD_REPLY = {
  message:
    'If an account exists for that email, we have sent it a link to reset the password. The link works for 30 minutes.',
} as const;
export const RESET_LINK_MINUTES = 30;

/** POST /api/auth/reset-password */
export const resetPasswordBody = z.object({ token: linkToken(RESET_LINK_INVALID), password: newPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset page's form: the new password twice (the sign-up rules and messages). */
export const resetPasswordForm = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, 'Please confirm your password') })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

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
