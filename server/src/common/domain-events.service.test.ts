import { Injectable } from '@nestjs/common';
import { EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Test } from '@nestjs/testing';
import { DomainEventsService } from './domain-events.service';
import { DomainEvents } from './events';

const steps: string[] = [];

/** Declared as the app's async listeners are (group-comment-events.listener.ts). */
@Injectable()
class SlowListener {
  @OnEvent('media.ready', { async: true, promisify: true })
  async onMediaReady(e: DomainEvents['media.ready']): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 50));
    steps.push(`listener done ${e.targetId}`);
  }
}

describe('DomainEventsService', () => {
  let events: DomainEventsService;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const module = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot({ wildcard: false })],
      providers: [DomainEventsService, SlowListener],
    }).compile();
    await module.init();
    events = module.get(DomainEventsService);
    close = () => module.close();
  });
  afterAll(() => close());
  beforeEach(() => steps.splice(0));

  it('publishAndWait resolves only after an async listener has finished', async () => {
    await events.publishAndWait('media.ready', { target: 'group_comment', targetId: 7, userId: 1 });
    steps.push('publisher done');
    expect(steps).toEqual(['listener done 7', 'publisher done']);
  });

  it('publish returns before an async listener has run', async () => {
    events.publish('media.ready', { target: 'group_comment', targetId: 8, userId: 1 });
    steps.push('publisher done');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(steps).toEqual(['publisher done', 'listener done 8']);
  });
});
