import { answerReadiness } from '@/lib/health/probe';

export const dynamic = 'force-dynamic';

export const GET = answerReadiness;
export const HEAD = answerReadiness;
