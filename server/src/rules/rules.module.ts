import { Module } from '@nestjs/common';
import { RulesController } from './rules.controller';
import { RulesService } from './rules.service';

/** Community rules (issue 42): `GET /api/rules`; the paka's changes are routes of mod/ that call RulesService. */
@Module({ controllers: [RulesController], providers: [RulesService], exports: [RulesService] })
export class RulesModule {}
