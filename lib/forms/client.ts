// Sends a form to its Route Handler from the browser and reads the answer, whatever comes back.
import type { FormApiAnswer } from './handler-types';

/** `status` is 0 when no answer came back (the visitor's connection failed). */
export type PostResult = FormApiAnswer & { status: number };

export async function postForm(url: string, body: Record<string, unknown> | FormData): Promise<PostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      ...(body instanceof FormData ? { body } : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const answer = (await response.json().catch(() => null)) as FormApiAnswer | null;
    if (answer && typeof answer.ok === 'boolean') return { ...answer, status: response.status };
    return { ok: false, error: 'delivery-failed', message: `Server error (${response.status})`, status: response.status };
  } catch (error) {
    return noAnswer(error instanceof Error ? error.message : 'Network error');
  }
}

/** What a form reports when nothing came back from the server. */
export function noAnswer(message: string): PostResult {
  return { ok: false, error: 'delivery-failed', message, status: 0 };
}
