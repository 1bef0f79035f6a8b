// The events' time zone and today's date in it, read at request (or regeneration) time.
import 'server-only';
import { serverEnv } from '@/lib/env';
import { todayInZone } from './time-zone';

export function eventsTimeZone(): string {
  return serverEnv().EVENTS_TIME_ZONE;
}

export function eventsToday(now: Date = new Date()): string {
  return todayInZone(now, eventsTimeZone());
}
