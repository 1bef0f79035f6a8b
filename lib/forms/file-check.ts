// Browser-side attachment check: the same rules as the server, reading the file's bytes first.
import { checkAttachments, maxBytesOf, type AttachmentField, type AttachmentProblem, type FileRule } from './files';
import type { FormMessages } from './messages';

export async function checkChosenFiles(
  files: Partial<Record<AttachmentField, File>>,
  m: FormMessages,
  cvRequired: boolean,
  rule: FileRule = 'application',
): Promise<AttachmentProblem | null> {
  const described: Partial<Record<AttachmentField, { name: string; size: number; bytes?: Uint8Array }>> = {};
  for (const [field, file] of Object.entries(files) as [AttachmentField, File | undefined][]) {
    if (!file) continue;
    // An oversized file is refused on its size alone; reading it would only waste memory.
    const bytes = file.size <= maxBytesOf(rule) ? new Uint8Array(await file.arrayBuffer()) : undefined;
    described[field] = { name: file.name, size: file.size, bytes };
  }
  return checkAttachments(described, m, { cvRequired, rule });
}
