import { DynamicModule, Global, Module } from '@nestjs/common';
import { Settings } from './settings';

export const SETTINGS = Symbol('SETTINGS');

@Global()
@Module({})
export class SettingsModule {
  static forRoot(settings: Settings): DynamicModule {
    return { module: SettingsModule, providers: [{ provide: SETTINGS, useValue: settings }], exports: [SETTINGS] };
  }
}
