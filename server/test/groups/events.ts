import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEventName, DomainEvents } from '../../src/common/events';
import { TestApp } from '../support/test-app';

/** Records the domain events the app publishes, as the notifications module receives them. */
export function recordEvents(t: TestApp) {
  const seen: Array<{ name: DomainEventName; payload: unknown }> = [];
  const emitter = t.app.get(EventEmitter2);
  emitter.onAny((name: string | string[], payload: unknown) => {
    seen.push({ name: (Array.isArray(name) ? name.join('.') : name) as DomainEventName, payload });
  });
  return {
    of<E extends DomainEventName>(name: E): Array<DomainEvents[E]> {
      return seen.filter((e) => e.name === name).map((e) => e.payload as DomainEvents[E]);
    },
    clear(): void {
      seen.length = 0;
    },
  };
}
