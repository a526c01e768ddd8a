import { z } from '@/lib/shared/validation/zod';
import { isPlainText } from '@/lib/shared/validation/plain-text';

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(150, 'Username must be at most 150 characters')
  .regex(/^[\w.@+-]+$/, 'Username may contain only letters, digits and @/./+/-/_');

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

/** What the API's user-register takes. */
export const registerApiSchema = z.object({ username, email, password });

/** The register form: the API fields plus the confirmation (spec §5). */
export const registerFormSchema = registerApiSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Please confirm your password' })
      .min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(150)
    .refine(isPlainText, 'Username must not contain control characters.'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});

export type RegisterForm = z.infer<typeof registerFormSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
