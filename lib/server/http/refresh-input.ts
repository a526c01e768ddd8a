import 'server-only';
import { z } from 'zod';
import { readJsonObject } from '@/lib/server/http/body';
import { validate } from '@/lib/server/infra/validate';

const schema = z.object({
  refresh: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.')
    .max(4096, 'Token is invalid or expired'),
});

/** {refresh} from a JSON body. */
export async function readRefreshToken(request: Request): Promise<string> {
  return validate(schema, await readJsonObject(request)).refresh;
}
