import { askAssistant } from '@/lib/assistant/http';

export const runtime = 'nodejs';

export const POST = askAssistant();
