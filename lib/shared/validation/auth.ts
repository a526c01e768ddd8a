import { z } from '@/lib/shared/validation/zod';
import { isPlainText } from '@/lib/shared/validation/plain-text';

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;

const username = z
  .string({ error: 'Enter a username.' })
  .trim()
  .min(1, 'Enter a username.')
  .min(USERNAME_MIN, 'Use at least 3 characters for the username.')
  .max(150, 'Use at most 150 characters for the username.')
  .regex(/^[\w.@+-]+$/, 'Use only letters, digits and @ . + - _ in the username.');

const email = z
  .string({ error: 'Enter your email address.' })
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'Enter an email address like name@example.com.')
  .pipe(z.email('Enter an email address like name@example.com.'));

const password = z
  .string({ error: 'Enter a password.' })
  .min(1, 'Enter a password.')
  .min(PASSWORD_MIN, 'Use at least 6 characters for the password.')
  .max(128, 'Use at most 128 characters for the password.');

/** What the API's user-register takes. */
export const registerApiSchema = z.object({ username, email, password });

/** The register form: the API fields plus the confirmation (spec §5). */
export const registerFormSchema = registerApiSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Type the password again to confirm it.' })
      .min(1, 'Type the password again to confirm it.'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords differ: type the same password twice.',
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
