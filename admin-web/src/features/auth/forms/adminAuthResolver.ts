import { zodResolver } from '@hookform/resolvers/zod';
import { adminAuthBody } from '@cinevia/proto';

/** The admin password form's validation: loaded apart from the login page (see AdminLoginPage). */
export const adminAuthResolver = zodResolver(adminAuthBody);
