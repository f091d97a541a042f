import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEventName, DomainEvents } from './events';

/** Typed publishing of domain events (see events.ts). Call it after the transaction commits. */
@Injectable()
export class DomainEventsService {
  constructor(private readonly emitter: EventEmitter2) {}

  publish<E extends DomainEventName>(name: E, payload: DomainEvents[E]): void {
    this.emitter.emit(name, payload);
  }

  /**
   * publish(), resolved once every listener has finished, async ones included: for a publisher
   * that must not count as done before them, such as a job (a stopping worker waits for its jobs,
   * then closes the database the listeners read). Listeners handle their own errors.
   */
  async publishAndWait<E extends DomainEventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    await this.emitter.emitAsync(name, payload);
  }
}
