import { answerLiveness } from '@/lib/health/probe';

// Evaluated per request: a prerendered answer would say "alive" for a dead process.
export const dynamic = 'force-dynamic';

export const GET = answerLiveness;
export const HEAD = answerLiveness;
