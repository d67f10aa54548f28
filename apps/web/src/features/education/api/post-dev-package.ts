import { post } from '../../../lib/api-client';

export interface DevPackage {
  id: string;
  title: string;
  version: '1.2' | '2004';
  scos: { id: string; title: string; launchUrl: string }[];
}

/** POST /api/dev/scorm-packages (development only): checks a zip and makes it playable. */
export const postDevPackage = (data: string) => post<DevPackage>('/api/dev/scorm-packages', { data });
