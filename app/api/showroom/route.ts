// POST /api/showroom: validates the form with its shared schema and forwards it to the mailer (lib/forms/handler.ts).
import { createFormHandler } from '@/lib/forms/handler';

export const POST = createFormHandler('showroom');
