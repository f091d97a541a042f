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
}
