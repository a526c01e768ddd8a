import { z } from '@/lib/shared/validation/zod';
import { isPlainText } from '@/lib/shared/validation/plain-text';

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

// The register form's messages of the shop's first version are kept word for word (checked by
// tests/unit/seed-messages.test.ts); the others say what to do, in the voice of the other forms.
const username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, 'Username must be at least 3 characters')
  .max(150, 'Use at most 150 characters for the username.')
  .regex(/^[\w.@+-]+$/, 'Use only letters, digits and @ . + - _ in the username.');

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
  .max(128, 'Use at most 128 characters for the password.');

/** What the API's user-register takes. */
export const registerApiSchema = z.object({ username, email, password });

/** The register form: the API fields plus the password typed again. */
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
    .string({ error: 'Enter your username.' })
    .trim()
    .min(1, 'Enter your username.')
    .max(150)
    .refine(isPlainText, 'Username must not contain control characters.'),
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(128),
});

export type RegisterForm = z.infer<typeof registerFormSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
