import { z } from 'zod';

// Shared by the sign-in form and the sign-in route; holds codes, not sentences.
export const signInSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
});

export type SignInInput = z.output<typeof signInSchema>;
