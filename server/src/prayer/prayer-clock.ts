import { Injectable } from '@nestjs/common';

/**
 * The instant the Today selection is made for. One provider, so that an integration test can
 * stand on another day (`app.get(PrayerClock).now = () => …`) and still go through HTTP.
 */
@Injectable()
export class PrayerClock {
  now: () => Date = () => new Date();
}
