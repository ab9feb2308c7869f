import { buildPath } from '@slovo/contracts';

/** The protocol form, with this student already chosen. */
export function getCreateProtocolPath(clientId: number): string {
  return `${buildPath('createProtocol')}?client_id=${clientId}`;
}
