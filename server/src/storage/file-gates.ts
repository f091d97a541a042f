import { Injectable } from '@nestjs/common';

/**
 * Decides whether a stored file may be served at all: the module that owns what a file belongs
 * to registers a gate for its key prefix (the media module for uploads/media/: a file of removed
 * content or of a suspended author is withheld). Storage knows no feature module, so the gate
 * comes to it.
 */
export interface FileGate {
  /** Keys starting with this are this gate's to decide. */
  prefix: string;
  servable(key: string): Promise<boolean>;
}

/** The registered gates; a key no gate claims is served. */
@Injectable()
export class FileGates {
  private readonly gates: FileGate[] = [];

  register(gate: FileGate): void {
    if (this.gates.some((g) => g.prefix === gate.prefix)) throw new Error(`a file gate for ${gate.prefix} is registered twice`);
    this.gates.push(gate);
  }

  async servable(key: string): Promise<boolean> {
    const gate = this.gates.find((g) => key.startsWith(g.prefix));
    return gate ? gate.servable(key) : true;
  }
}
