import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TermsDto } from './legal.dto';
import { latestTerms } from './terms.repository';
import { msg } from '../i18n';

@Injectable()
export class LegalService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async latestTerms(): Promise<TermsDto> {
    const latest = await latestTerms(this.db.manager);
    if (!latest) throw new NotFoundException(msg('Content not found'));
    return { content: latest.content, version: latest.version, created_at: latest.created_at };
  }
}
