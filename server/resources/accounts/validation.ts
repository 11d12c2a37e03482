import { z } from 'zod';
import { password, USER_MESSAGES } from '../users/validation';

export const forgotBody = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'E-mail must be valid')
    .pipe(z.email('E-mail must be valid')),
  type: z.string().max(20).optional(),
});

export const resetBody = z
  .object({
    token: z.string({ error: 'The reset link is invalid or has expired.' }).min(20, 'The reset link is invalid or has expired.').max(200),
    password,
    password_confirmation: z.string({ error: USER_MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: USER_MESSAGES.sameAs('password') });
