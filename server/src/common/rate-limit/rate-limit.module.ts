import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';
import { RouteRateLimitInterceptor } from './route-rate-limit';

@Global()
@Module({ providers: [RateLimitService, RouteRateLimitInterceptor], exports: [RateLimitService, RouteRateLimitInterceptor] })
export class RateLimitModule {}
