import { describe, expect, it } from 'vitest';
import { deployTarget } from './deploy.ts';

describe('deployTarget', () => {
  it('takes the project named by --project', () => {
    expect(deployTarget(['--project', 'nioo-prod'])).toBe('nioo-prod');
  });

  it('refuses an emulator project: its ids start with demo-', () => {
    expect(() => deployTarget(['--project', 'demo-nioo'])).toThrow('"demo-nioo" is an emulator project');
  });

  it('refuses to guess a project, or to ignore an option', () => {
    expect(() => deployTarget([])).toThrow('Which project?');
    expect(() => deployTarget(['--project'])).toThrow('Which project?');
    expect(() => deployTarget(['--project', '--force'])).toThrow(/Unknown option|Which project/);
    expect(() => deployTarget(['--project', 'nioo-prod', '--force'])).toThrow('Unknown option --force');
  });
});
