import { Global, Module } from '@nestjs/common';
import { AppCredentials } from './app-access';
import { DomainEventsService } from './domain-events.service';

/** Global infrastructure: events between modules, and the API-key/OAuth meeting point (issue #30). */
@Global()
@Module({ providers: [DomainEventsService, AppCredentials], exports: [DomainEventsService, AppCredentials] })
export class CommonModule {}
